// Retrying assertions for browser tests (playwright-core has no `expect`): each one re-reads what the user sees
// until it matches or the time is up, then fails naming what it saw last. A browser test never reads once after a
// wait: a page that is still settling would make such a read flaky, and a read that happens to be early proves nothing.
import type { Locator } from "playwright-core";

const TIMEOUT_MS = 15_000;
const STEP_MS = 100;

type Options = { timeout?: number };

async function eventually<T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  describe: (last: T | undefined, error: unknown) => string,
  { timeout = TIMEOUT_MS }: Options = {},
): Promise<T> {
  const end = Date.now() + timeout;
  let last: T | undefined;
  let error: unknown;
  for (;;) {
    try {
      last = await read();
      error = undefined;
      if (ok(last)) return last;
    } catch (e) {
      error = e;
    }
    if (Date.now() > end) throw new Error(describe(last, error));
    await new Promise((resolve) => setTimeout(resolve, STEP_MS));
  }
}

/** What a text is checked against: contains a string, matches a RegExp, or passes a test (an amount's figure). */
type TextExpectation = string | RegExp | ((text: string) => boolean);

const matches = (actual: string, expected: TextExpectation) =>
  typeof expected === "string"
    ? actual.includes(expected)
    : typeof expected === "function"
    ? expected(actual)
    : expected.test(actual);

const shown = (value: unknown, error: unknown) =>
  error
    ? `it could not be read (${error instanceof Error ? error.message.split("\n")[0] : error})`
    : `saw ${JSON.stringify(value)}`;

/** A RegExp for exactly this text, for expectText when the whole text matters (a string there is "contains"). */
export function exactly(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
}

/** The first element's visible text contains `expected` (a string), matches it (a RegExp) or passes it (a test). */
export function expectText(locator: Locator, expected: TextExpectation, options?: Options): Promise<string> {
  return eventually(
    () => locator.first().innerText({ timeout: STEP_MS * 5 }),
    (text) => matches(text, expected),
    (last, error) => `expected ${locator} to show ${expected}; ${shown(last, error)}`,
    options,
  );
}

/** The first element's visible text does not contain `unexpected`. */
export function expectNoText(locator: Locator, unexpected: TextExpectation, options?: Options): Promise<string> {
  return eventually(
    () => locator.first().innerText({ timeout: STEP_MS * 5 }),
    (text) => !matches(text, unexpected),
    (last, error) => `expected ${locator} not to show ${unexpected}; ${shown(last, error)}`,
    options,
  );
}

/** The first element's attribute equals `expected` (a string), matches it (a RegExp), or is absent (null). */
export function expectAttribute(
  locator: Locator,
  name: string,
  expected: string | RegExp | null,
  options?: Options,
): Promise<string | null> {
  return eventually(
    () => locator.first().getAttribute(name, { timeout: STEP_MS * 5 }),
    (value) =>
      expected === null
        ? value === null
        : value !== null && (typeof expected === "string" ? value === expected : expected.test(value)),
    (last, error) => `expected ${locator}'s ${name} to be ${expected}; ${shown(last, error)}`,
    options,
  );
}

/** The locator matches exactly `expected` elements. */
export function expectCount(locator: Locator, expected: number, options?: Options): Promise<number> {
  return eventually(
    () => locator.count(),
    (count) => count === expected,
    (last, error) => `expected ${locator} to match ${expected} element(s); ${shown(last, error)}`,
    options,
  );
}

/** The first element is visible. */
export function expectVisible(locator: Locator, options?: Options): Promise<boolean> {
  return eventually(
    () => locator.first().isVisible(),
    (visible) => visible,
    (_last, error) => `expected ${locator} to be visible; ${error ? shown(undefined, error) : "it is not"}`,
    options,
  );
}

/** No element of the locator is visible (absent or hidden). */
export function expectHidden(locator: Locator, options?: Options): Promise<boolean> {
  return eventually(
    async () => {
      const count = await locator.count();
      for (let i = 0; i < count; i++) if (await locator.nth(i).isVisible()) return false;
      return true;
    },
    (hidden) => hidden,
    () => `expected ${locator} to be hidden; it is visible`,
    options,
  );
}

/** The checkbox or radio is checked (or, with `false`, not). */
export function expectChecked(locator: Locator, checked = true, options?: Options): Promise<boolean> {
  return eventually(
    () => locator.first().isChecked({ timeout: STEP_MS * 5 }),
    (value) => value === checked,
    (last, error) => `expected ${locator} to be ${checked ? "checked" : "unchecked"}; ${shown(last, error)}`,
    options,
  );
}

/** The input's value equals `expected`. */
export function expectValue(locator: Locator, expected: string | RegExp, options?: Options): Promise<string> {
  return eventually(
    () => locator.first().inputValue({ timeout: STEP_MS * 5 }),
    (value) => typeof expected === "string" ? value === expected : expected.test(value),
    (last, error) => `expected ${locator}'s value to be ${expected}; ${shown(last, error)}`,
    options,
  );
}

/** The page's URL path (with search) matches. */
export function expectUrl(
  page: { url(): string },
  expected: string | RegExp,
  options?: Options,
): Promise<string> {
  return eventually(
    () => {
      const url = new URL(page.url());
      return Promise.resolve(url.pathname + url.search);
    },
    (path) => matches(path, expected),
    (last) => `expected the page at ${expected}; saw ${last}`,
    options,
  );
}
