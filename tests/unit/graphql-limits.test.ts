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

Deno.test("a limit on an object-returning field sizes the list inside it (a page object holding items)", () => {
  const paged = buildSchema(`
    type Item { id: ID! a: Int b: Int c: Int d: Int e: Int f: Int g: Int h: Int }
    type Page { total: Int! items: [Item!]! }
    input Paging { limit: Int }
    type Query { page(paging: Paging): Page! }
  `);
  const cost = (query: string) =>
    validate(paged, parse(query), [...specifiedRules, QueryLimitsRule]).map((e) => e.extensions?.code);
  const items = "items { id a b c d e f g h }";
  const aliased = (limit: string) =>
    `{ ${Array.from({ length: 15 }, (_, i) => `p${i}: page(paging: ${limit}) { ${items} }`).join(" ")} }`;
  assert.deepEqual(cost(aliased("{ limit: 50 }")), ["QUERY_TOO_COSTLY"]);
  assert.deepEqual(cost(aliased("{ limit: 2 }")), []);
  assert.deepEqual(cost(`query ($p: Paging) ${aliased("$p")}`), ["QUERY_TOO_COSTLY"]);
  assert.deepEqual(cost(`{ page(paging: { limit: 50 }) { total ${items} } }`), []);
});

Deno.test("on a union, only the costliest branch counts: each item is of one type", () => {
  const union = buildSchema(`
    type A { a1: Int a2: Int a3: Int a4: Int a5: Int a6: Int a7: Int a8: Int a9: Int }
    type B { b1: Int b2: Int b3: Int b4: Int b5: Int b6: Int b7: Int b8: Int b9: Int }
    union AB = A | B
    type Query { items(limit: Int): [AB!]! }
  `);
  const cost = (query: string) =>
    validate(union, parse(query), [...specifiedRules, QueryLimitsRule]).map((e) => e.extensions?.code);
  const a = "... on A { a1 a2 a3 a4 a5 a6 a7 a8 a9 }";
  const b = "... on B { b1 b2 b3 b4 b5 b6 b7 b8 b9 }";
  // 300 items × (1 + 9) = 3000 with one branch counted, 5700 if both were added up.
  assert.deepEqual(cost(`{ items(limit: 300) { ${a} ${b} } }`), []);
  assert.deepEqual(cost(`{ items(limit: 600) { ${a} ${b} } }`), ["QUERY_TOO_COSTLY"]);
});
