// What tests/run.ts reads from deno test's JUnit report: seconds per file and the failed tests with their errors.
/** Seconds per test file from deno test's JUnit report (each test case's time, summed by its file). */
export function fileSeconds(xml: string): Map<string, number> {
  const files = new Map<string, number>();
  for (const [, file, time] of xml.matchAll(/<testcase [^>]*classname="([^"]*)" time="([\d.]+)"/g)) {
    const path = file.replace(/^\.\//, "");
    files.set(path, (files.get(path) ?? 0) + Number(time));
  }
  return files;
}

const unescapeXml = (text: string) =>
  text.replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&quot;", '"').replaceAll("&apos;", "'")
    .replaceAll("&amp;", "&");

/**
 * Each failed test case with the start of its error (message and the first stack lines), from the JUnit report. A
 * parent that failed only because a step did is left out: its step is listed.
 */
export function failedTests(xml: string): string[] {
  const failures: string[] = [];
  for (const [, attributes, body] of xml.matchAll(/<testcase ([^>]*)>\s*<failure[^>]*>([\s\S]*?)<\/failure>/g)) {
    const attribute = (key: string) => new RegExp(`${key}="([^"]*)"`).exec(attributes)?.[1] ?? "";
    const text = unescapeXml(body).trim();
    if (/^\d+ test steps? failed\.?$/.test(text)) continue;
    const lines = text.split("\n").filter((line) => !line.includes("ext:cli/") && !line.includes("ext:core/"));
    const where = `${attribute("classname").replace(/^\.\//, "")}:${attribute("line")}`;
    failures.push(`${unescapeXml(attribute("name"))} (${where})\n${lines.slice(0, 14).join("\n").slice(0, 2000)}`);
  }
  return failures;
}
