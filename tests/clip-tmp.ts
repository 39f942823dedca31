import { chromium } from "playwright-core";
const [base, path, width, out, testid] = Deno.args;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const ctx = await browser.newContext({ viewport: { width: Number(width), height: Number(width) === 375 ? 812 : 900 } });
await ctx.addInitScript(() => sessionStorage.setItem("fc.leadMagnetShown", "1"));
const page = await ctx.newPage();
await page.goto(base + path);
await page.waitForSelector("html[data-hydrated=true]");
const el = page.getByTestId(testid).first();
await el.scrollIntoViewIfNeeded();
await page.waitForTimeout(500);
await el.screenshot({ path: out });
if (Deno.args[5] === "click") {
  await page.getByTestId(Deno.args[6]).first().click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: out.replace(".png", "-after.png") });
}
await browser.close();
