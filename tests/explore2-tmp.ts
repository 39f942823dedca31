import { chromium } from "playwright-core";
const base = "http://localhost:8111";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const [w, lang] of [[1280, "en"], [375, "ru"]] as const) {
  const ctx = await browser.newContext({ viewport: { width: w, height: 900 } });
  const page = await ctx.newPage();
  page.on("pageerror", (e) => console.log("pageerror:", e.message));
  await page.goto(`${base}/${lang}/experts/olga-belova/`);
  await page.waitForSelector("html[data-hydrated]");
  await page.locator("#expert-services").scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/shot-expert-${w}.png`, fullPage: false });
}
await browser.close();
