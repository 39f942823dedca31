// The browser side of `deno task bench`: the JS a page really loads before it is interactive (measured in Chromium:
// every script response until hydration, as transferred, i.e. gzipped — lazy route chunks included, which the HTML
// alone does not name), and Lighthouse (the npm package, mobile preset, Debian's Chromium) per page.
import { chromium } from "playwright-core";

const CHROMIUM = Deno.env.get("CHROMIUM_PATH") ?? "/usr/bin/chromium";
const LIGHTHOUSE = "npm:lighthouse@13.5.0";
const LIGHTHOUSE_RUNS = Number(Deno.env.get("BENCH_LIGHTHOUSE_RUNS") ?? 3);

export async function firstLoadJsInBrowser(origin: string, path: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const scripts: Array<Promise<number>> = [];
    page.on("requestfinished", (request) => {
      if (request.resourceType() === "script") scripts.push(request.sizes().then((s) => s.responseBodySize));
    });
    await page.goto(`${origin}${path}`);
    await page.waitForSelector("html[data-hydrated=true]", { timeout: 30_000 });
    await page.waitForLoadState("networkidle");
    const sizes = await Promise.all(scripts);
    return { files: sizes.length, gz: sizes.reduce((a, b) => a + b, 0) };
  } finally {
    await browser.close();
  }
}

export type LighthouseFigures = {
  performance: number;
  accessibility: number;
  seo: number;
  cls: number;
  lcp: number;
  tbt: number;
};

async function lighthouseOnce(url: string): Promise<LighthouseFigures> {
  const out = await Deno.makeTempFile({ suffix: ".json" });
  try {
    const run = await new Deno.Command(Deno.execPath(), {
      args: [
        "run",
        "-A",
        LIGHTHOUSE,
        url,
        "--quiet",
        "--only-categories=performance,accessibility,seo",
        "--form-factor=mobile",
        "--output=json",
        `--output-path=${out}`,
        "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
      ],
      env: { CHROME_PATH: CHROMIUM },
      stdout: "null",
      stderr: "piped",
    }).output();
    if (!run.success) throw new Error(`lighthouse failed on ${url}: ${new TextDecoder().decode(run.stderr)}`);
    const report = JSON.parse(await Deno.readTextFile(out));
    return {
      performance: report.categories.performance.score,
      accessibility: report.categories.accessibility.score,
      seo: report.categories.seo.score,
      cls: report.audits["cumulative-layout-shift"].numericValue,
      lcp: report.audits["largest-contentful-paint"].numericValue,
      tbt: report.audits["total-blocking-time"].numericValue,
    };
  } finally {
    await Deno.remove(out).catch(() => {});
  }
}

/** Lighthouse's median run by performance score (its own advice for noisy machines). */
export async function lighthouse(url: string): Promise<LighthouseFigures> {
  const runs: LighthouseFigures[] = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await lighthouseOnce(url));
  runs.sort((a, b) => a.performance - b.performance);
  return runs[Math.floor(runs.length / 2)];
}
