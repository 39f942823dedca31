import assert from "node:assert/strict";
import { buildSchema, parse, specifiedRules, validate } from "graphql";
import { QueryLimitsRule } from "../../api/graphql/limits.ts";

const schema = buildSchema(`
  type Node { id: ID! child: Node children(limit: Int): [Node!]! }
  type Query { node: Node nodes(limit: Int): [Node!]! }
`);

const codes = (query: string) =>
  validate(schema, parse(query), [...specifiedRules, QueryLimitsRule]).map((e) => e.extensions?.code);

Deno.test("a query within the limits passes", () => {
  assert.deepEqual(codes("{ node { id child { id } } }"), []);
});

Deno.test("depth over 6 is rejected as QUERY_TOO_DEEP, also through fragments", () => {
  assert.deepEqual(codes("{ node { child { child { child { child { child { child { id } } } } } } } }"), [
    "QUERY_TOO_DEEP",
  ]);
  assert.deepEqual(
    codes("{ node { ...F } } fragment F on Node { child { child { child { child { child { child { id } } } } } } }"),
    ["QUERY_TOO_DEEP"],
  );
});

Deno.test("more than 15 aliases is rejected as TOO_MANY_ALIASES", () => {
  const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: node { id }`).join(" ");
  assert.deepEqual(codes(`{ ${aliases} }`), ["TOO_MANY_ALIASES"]);
});

Deno.test("nested large lists are rejected as QUERY_TOO_COSTLY", () => {
  assert.deepEqual(codes("{ nodes(limit: 100) { children(limit: 100) { id } } }"), ["QUERY_TOO_COSTLY"]);
  assert.deepEqual(codes("{ nodes(limit: 10) { children(limit: 10) { id } } }"), []);
});
