import assert from "node:assert/strict";
import { maskError } from "../../api/graphql/errors.ts";

Deno.test("an unexpected resolver error is logged with the database's reason, never with parameter values", () => {
  const cause = Object.assign(new Error('malformed array literal: "tok_secret_123"'), { code: "42883" });
  const error = new Error("Failed query: select 1 where x = any($1::read_access[])\nparams: tok_secret_123", { cause });
  const logged: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => logged.push(args.map(String).join(" "));
  let answer;
  try {
    answer = maskError(error);
  } finally {
    console.error = original;
  }
  assert.equal(answer.message, "Something went wrong");
  assert.equal(answer.extensions.code, "INTERNAL_SERVER_ERROR");
  assert.equal(logged.length, 1);
  assert.match(logged[0], /\[42883\] malformed array literal: "…"/);
  assert.match(logged[0], /Failed query: select 1/);
  assert.doesNotMatch(logged[0], /tok_secret_123/);
});
