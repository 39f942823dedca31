// The back office's catalogue in Chromium: an admin (ru, 1280 px) changes a service's price and a visitor sees it on
// the service's page, then creates a coupon; at 375 px in English every catalogue list and editor is usable (no
// sideways page scroll) and has no serious or critical axe violations. With SCREENSHOTS_DIR set, each screen is saved
// there as a PNG.
import assert from "node:assert/strict";
import { and, eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { coupons, products, users } from "../../db/schema/index.ts";
import { createSession } from "../../api/services/auth/sessions.ts";
import { seriousViolations } from "../support/axe.ts";
import { launchBrowser, openPage, startServer, waitForHydration } from "../support/browser.ts";
import { expectAttribute, expectText, expectVisible } from "../support/expect.ts";
import { teamPasswordHash } from "../support/team.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };
type Server = Awaited<ReturnType<typeof startServer>>;
const SCREENSHOTS = Deno.env.get("SCREENSHOTS_DIR");

async function admin(server: Server) {
  const [user] = await server.db.insert(users).values({
    email: `admin-${crypto.randomUUID().slice(0, 8)}@fellows.test`,
    emailVerified: true,
    passwordHash: await teamPasswordHash(),
    firstName: "Ada",
    lastName: "Admin",
    role: "ADMIN",
  }).returning();
  const { token } = await createSession(server.db, user.id);
  return { origin: server.origin, token };
}

async function check(page: Page, label: string) {
  const violations = await seriousViolations(page);
  assert.deepEqual(violations, [], `${label}: ${JSON.stringify(violations, null, 1)}`);
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${label.replace(/\W+/g, "-")}.png`, fullPage: true });
}

Deno.test(
  "ru 1280 px: an admin changes a service's price, a visitor sees it; the admin creates a coupon",
  opts,
  async () => {
    const server = await startServer();
    const browser = await launchBrowser();
    try {
      const { page, consoleErrors } = await openPage(browser, 1280, { session: await admin(server) });
      await page.goto(`${server.origin}/ru/admin/products/?search=linkedin&language=ru`);
      await waitForHydration(page);
      await page.getByRole("heading", { level: 1, name: "Услуги и продукты" }).waitFor();
      await check(page, "ru-1280-products");
      const edit = page.getByRole("link", { name: "Изменить «Продвижение в LinkedIn»" });
      await edit.focus();
      await page.keyboard.press("Enter");
      await page.getByRole("heading", { level: 1, name: "Услуга или продукт" }).waitFor();
      await waitForHydration(page);
      await check(page, "ru-1280-product-editor");

      await page.getByLabel("Цена в долларах").fill("650.5");
      await page.getByLabel("Цена в рублях").fill("62 000");
      await page.getByRole("button", { name: "Сохранить" }).click();
      await expectText(page.getByTestId("admin-catalogue-message"), "Сохранено");
      const [row] = await server.db.select().from(products).where(
        and(eq(products.slug, "promotion-on-linkedin"), eq(products.language, "ru")),
      );
      assert.deepEqual([row.priceUsd, row.priceRub], [65_050, 6_200_000]);

      // A bad price is refused in the form, with the field marked.
      await page.getByLabel("Цена в долларах").fill("12.345");
      await page.getByRole("button", { name: "Сохранить" }).click();
      await expectVisible(page.getByText("Цена — число не меньше 0, не больше двух знаков после точки."));
      await expectAttribute(page.getByLabel("Цена в долларах"), "aria-invalid", "true");
      await expectText(page.getByTestId("admin-catalogue-error"), "Исправьте");
      await check(page, "ru-1280-product-editor-errors");

      // A coupon for this service.
      await page.goto(`${server.origin}/ru/admin/coupons/new/`);
      await waitForHydration(page);
      await page.getByRole("heading", { level: 1, name: "Новый промокод" }).waitFor();
      await page.getByLabel("Код", { exact: true }).fill("linkedin-10");
      await page.getByLabel("Скидка, %").fill("10");
      await page.getByLabel("Вид").selectOption("PRODUCTS");
      await page.getByLabel("Продукт").selectOption({ value: String(row.id) });
      await page.getByLabel("Сколько человек может воспользоваться").fill("20");
      await check(page, "ru-1280-coupon-editor");
      await page.getByRole("button", { name: "Сохранить" }).click();
      await page.getByRole("heading", { level: 1, name: "Промокод" }).waitFor();
      await expectText(page.getByTestId("admin-catalogue-message"), "Создано");
      const [coupon] = await server.db.select().from(coupons).where(eq(coupons.code, "LINKEDIN-10"));
      assert.deepEqual([coupon.discountBasisPoints, coupon.productId, coupon.maxUsers], [1000, row.id, 20]);
      // A code that exists already: the server's refusal marks the code field.
      await page.goto(`${server.origin}/ru/admin/coupons/new/`);
      await waitForHydration(page);
      await page.getByLabel("Код", { exact: true }).fill("LINKEDIN-10");
      await page.getByLabel("Скидка, %").fill("5");
      await page.getByRole("button", { name: "Сохранить" }).click();
      await expectAttribute(page.getByLabel("Код", { exact: true }), "aria-invalid", "true");
      await expectVisible(page.getByText("Такой код уже есть.").first());
      await page.getByLabel("Код", { exact: true }).fill("LINKEDIN-11");
      await expectAttribute(page.getByLabel("Код", { exact: true }), "aria-invalid", "false");
      await page.goto(`${server.origin}/ru/admin/coupons/?search=linkedin`);
      await waitForHydration(page);
      await expectVisible(page.getByTestId("admin-coupon-row").filter({ hasText: "LINKEDIN-10" }));
      await check(page, "ru-1280-coupons");
      for (const path of ["plans", "offers"]) {
        await page.goto(`${server.origin}/ru/admin/${path}/`);
        await waitForHydration(page);
        await check(page, `ru-1280-${path}`);
      }
      assert.deepEqual(consoleErrors, []);
      await page.context().close();

      const visitor = await openPage(browser, 1280);
      await visitor.page.goto(`${server.origin}/ru/services/promotion-on-linkedin/`);
      await waitForHydration(visitor.page);
      await visitor.page.getByText(/62\s000\sруб/).first().waitFor();
      await visitor.page.getByText(/\$650,50/).first().waitFor();
      await visitor.page.context().close();
    } finally {
      await browser.close();
      await server.close();
    }
  },
);

Deno.test("en 375 px: the catalogue's lists and editors are usable on a phone", opts, async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const { page, consoleErrors } = await openPage(browser, 375, { session: await admin(server) });
    const [product] = await server.db.select().from(products).limit(1);
    const screens = [
      ["products", "Services and products"],
      [`products/${product.id}`, "Service or product"],
      ["products/new", "New service or product"],
      ["plans", "Plans"],
      ["plans/new", "New plan"],
      ["coupons", "Coupons"],
      ["coupons/new", "New coupon"],
      ["offers", "First-timer offers"],
    ] as const;
    for (const [path, heading] of screens) {
      await page.goto(`${server.origin}/en/admin/${path}/`);
      await waitForHydration(page);
      await page.getByRole("heading", { level: 1, name: heading, exact: true }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - globalThis.innerWidth);
      assert.ok(overflow <= 1, `${path}: the page does not scroll sideways (${overflow}px)`);
      await check(page, `en-375-${path}`);
    }
    // The offers form works from the keyboard: a new active offer switches the seeded one off.
    await page.goto(`${server.origin}/en/admin/offers/`);
    await waitForHydration(page);
    await page.getByLabel("Name", { exact: true }).fill("Phone trial");
    await page.getByLabel("Trial, days").fill("10");
    await page.getByLabel("Active (switches the current offer off)").focus();
    await page.keyboard.press("Space");
    await page.getByRole("button", { name: "Save" }).click();
    await expectText(page.getByTestId("admin-catalogue-message"), "Created");
    await expectText(page.getByTestId("admin-offer-row").first(), "Phone trial");
    assert.deepEqual(consoleErrors, []);
  } finally {
    await browser.close();
    await server.close();
  }
});
