import { chromium } from "playwright-core";
const base = "http://localhost:8111";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await ctx.newPage();
page.on("console", (m) => m.type() === "error" && console.log("console:", m.text()));
page.on("pageerror", (e) => console.log("pageerror:", e.message));
await page.goto(`${base}/en/`);
const r = await page.evaluate(async () => {
  const res = await fetch("/graphql", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      query:
        `mutation { signIn(input: {email: "member@demo.fellows.club", password: "fellows-demo"}) { error { name } } }`,
    }),
  });
  return await res.text();
});
console.log(r);
await page.goto(`${base}/en/profile/expert/`);
await page.waitForSelector("html[data-hydrated]");
await page.screenshot({ path: "/tmp/shot-connect.png", fullPage: true });
const [popup] = await Promise.all([
  page.waitForEvent("popup"),
  page.getByRole("button", { name: "Connect Stripe" }).click(),
]);
await popup.waitForLoadState();
console.log("popup", popup.url());
await popup.getByRole("button", { name: "Agree and submit" }).click();
await popup.waitForURL(/stripeConnected/);
console.log("popup back at", popup.url());
await popup.waitForSelector("html[data-hydrated]");
await popup.waitForSelector("[data-testid=expert-thank-you]");
await popup.screenshot({ path: "/tmp/shot-thanks.png" });
await popup.getByRole("button", { name: "Create the expert profile" }).click();
await popup.waitForSelector("[data-testid=expert-form]");
await popup.getByTestId("expert-save").click();
await popup.screenshot({ path: "/tmp/shot-errors.png", fullPage: true });
await popup.getByLabel("Name and surname").fill("Lena Demo");
await popup.getByLabel("Position").first().fill("Career coach");
await popup.getByLabel("About me").fill("I help with international careers.");
await popup.getByLabel("Telegram").fill("@lena_demo");
await popup.getByRole("button", { name: "Add a service" }).click();
await popup.locator("[name='services.0.title']").fill("Strategy call");
await popup.locator("[name='services.0.price']").fill("50");
await popup.locator("[name='services.0.currency']").selectOption("USD");
await popup.getByRole("button", { name: "Add a product" }).click();
await popup.locator("[name='services.1.title']").fill("UN guide");
await popup.locator("[name='services.1.document']").setInputFiles("/tmp/guide.pdf");
await popup.getByTestId("expert-save").click();
await popup.waitForSelector("[data-testid=expert-moderation]");
await popup.screenshot({ path: "/tmp/shot-saved.png", fullPage: true });
await popup.goto(`${base}/en/profile/payments/`);
await popup.waitForSelector("html[data-hydrated]");
await popup.waitForSelector("[data-fake-stripe-component=payments] p");
await popup.screenshot({ path: "/tmp/shot-payments.png" });
const m = await browser.newContext({ viewport: { width: 375, height: 800 } });
const mp = await m.newPage();
await mp.goto(`${base}/ru/`);
await mp.evaluate(async () => {
  await fetch("/graphql", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      query:
        `mutation { signIn(input: {email: "member@demo.fellows.club", password: "fellows-demo"}) { error { name } } }`,
    }),
  });
});
await mp.goto(`${base}/ru/profile/expert/`);
await mp.waitForSelector("[data-testid=expert-form]");
await mp.screenshot({ path: "/tmp/shot-mobile.png", fullPage: true });
await browser.close();
