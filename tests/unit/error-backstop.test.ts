import assert from "node:assert/strict";
import { maskError, sqlStateOf, withoutSuggestions } from "../../api/graphql/errors.ts";

/** A failed statement as drizzle reports it: the driver's error, with its SQLSTATE, as the cause. */
const failedStatement = (code: string, reason: string) =>
  new Error("Failed query: update users set country_id = $1\nparams: 999999", {
    cause: Object.assign(new Error(reason), { code }),
  });

function capture<T>(run: () => T): { value: T; errors: string[]; warnings: string[] } {
  const errors: string[] = [];
  const warnings: string[] = [];
  const [error, warn] = [console.error, console.warn];
  console.error = (...args: unknown[]) => errors.push(args.map(String).join(" "));
  console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(" "));
  try {
    return { value: run(), errors, warnings };
  } finally {
    [console.error, console.warn] = [error, warn];
  }
}

Deno.test("the database refusing the input itself is BAD_USER_INPUT, logged as a missed validation", () => {
  const cases: Array<[string, string]> = [
    ["23503", 'insert or update on table "users" violates foreign key constraint'],
    ["22021", "invalid byte sequence for encoding UTF8: 0x00"],
    ["22003", "value out of range for type integer"],
    ["22008", 'date/time field value out of range: "2023-02-31"'],
    ["22P02", 'invalid input syntax for type integer: "abc"'],
    ["42601", "syntax error in tsquery"],
  ];
  for (const [code, reason] of cases) {
    const { value, errors, warnings } = capture(() => maskError(failedStatement(code, reason)));
    assert.equal(value.extensions.code, "BAD_USER_INPUT", code);
    assert.equal(value.extensions.i18nKey, "errors.BAD_USER_INPUT");
    assert.doesNotMatch(value.message, /users|country|999999/);
    assert.deepEqual(errors, []);
    assert.equal(warnings.length, 1);
    assert.match(warnings[0], new RegExp(`refused by the database .*\\[${code}\\]`));
    assert.doesNotMatch(warnings[0], /999999/);
  }
  // Anything else stays a masked server failure.
  const broken = capture(() => maskError(failedStatement("42P01", 'relation "users" does not exist')));
  assert.equal(broken.value.extensions.code, "INTERNAL_SERVER_ERROR");
  assert.equal(broken.errors.length, 1);
  assert.equal(sqlStateOf(new Error("plain")), null);
});

Deno.test("suggestions are cut from a message, whatever they name", () => {
  assert.equal(
    withoutSuggestions('Cannot query field "getJob" on type "Query". Did you mean "getJobs" or "getJob2"?'),
    'Cannot query field "getJob" on type "Query".',
  );
  assert.equal(
    withoutSuggestions('Value "de" does not exist in "Language" enum. Did you mean the enum value "en"?'),
    'Value "de" does not exist in "Language" enum.',
  );
  assert.equal(withoutSuggestions("Syntax Error: Expected Name."), "Syntax Error: Expected Name.");
});
