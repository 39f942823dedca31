// The in-process executor shares answers to public site-content queries between anonymous viewers only (decision 031).
import assert from "node:assert/strict";
import { buildSchema, specifiedRules } from "graphql";
import { createExecutor } from "../../api/graphql/executor.ts";
import { createSchema } from "../../api/graphql/schema.ts";
import { isViewerIndependentField } from "../../api/graphql/viewer-independent.ts";
import { createSiteCache } from "../../api/services/site-cache.ts";
import type { GraphQLContext } from "../../api/graphql/context.ts";
import { ANONYMOUS_VIEWER, type Viewer } from "../../src/domain/viewer.ts";

function setup(ttlSeconds = 30) {
  const calls: string[] = [];
  const schema = buildSchema(`
    type Banner { id: ID! }
    type Query { getBanners(language: String!): [Banner!]! me: String getGlobalVars: String }
  `);
  const fields = schema.getQueryType()!.getFields();
  fields.getBanners.resolve = (_root, args: { language: string }) => {
    calls.push(`banners:${args.language}`);
    if (args.language === "xx") throw new Error("no such language");
    return [{ id: "1" }];
  };
  fields.me.resolve = () => {
    calls.push("me");
    return "someone";
  };
  fields.getGlobalVars.resolve = () => "vars";
  // What viewerIndependent() on a resolver puts on its field (api/graphql/viewer-independent.ts).
  fields.getBanners.extensions = { viewerIndependent: true };
  fields.getGlobalVars.extensions = { viewerIndependent: true };
  const run = createExecutor(schema, specifiedRules);
  const siteCache = createSiteCache(ttlSeconds);
  const context = (
    viewer: Viewer,
    locale: "ru" | "en" = "ru",
  ) => ({ viewer, locale, siteCache } as unknown as GraphQLContext);
  return { calls, run, context };
}

const BANNERS = "query($l: String!) { getBanners(language: $l) { id } }";
const member: Viewer = { tier: "authorized", userId: "u1", email: "m@example.com", role: "CUSTOMER" };

Deno.test("anonymous viewers share the answer to a site-content query, per locale and variables", async () => {
  const { calls, run, context } = setup();
  const first = await run({ query: BANNERS, variables: { l: "ru" } }, context(ANONYMOUS_VIEWER));
  const second = await run({ query: BANNERS, variables: { l: "ru" } }, context(ANONYMOUS_VIEWER));
  assert.deepEqual(JSON.parse(JSON.stringify(first.data)), { getBanners: [{ id: "1" }] });
  assert.equal(second, first);
  await run({ query: BANNERS, variables: { l: "en" } }, context(ANONYMOUS_VIEWER));
  await run({ query: BANNERS, variables: { l: "ru" } }, context(ANONYMOUS_VIEWER, "en"));
  assert.deepEqual(calls, ["banners:ru", "banners:en", "banners:ru"]);
});

Deno.test("signed-in viewers and queries with other root fields are never shared", async () => {
  const { calls, run, context } = setup();
  await run({ query: BANNERS, variables: { l: "ru" } }, context(member));
  await run({ query: BANNERS, variables: { l: "ru" } }, context(member));
  await run({ query: "{ me getGlobalVars }" }, context(ANONYMOUS_VIEWER));
  await run({ query: "{ me getGlobalVars }" }, context(ANONYMOUS_VIEWER));
  assert.deepEqual(calls, ["banners:ru", "banners:ru", "me", "me"]);
});

Deno.test("an answer with errors is not kept, and a TTL of 0 keeps nothing", async () => {
  const { calls, run, context } = setup();
  const failed = await run({ query: BANNERS, variables: { l: "xx" } }, context(ANONYMOUS_VIEWER));
  assert.equal(failed.errors?.length, 1);
  await run({ query: BANNERS, variables: { l: "xx" } }, context(ANONYMOUS_VIEWER));
  assert.deepEqual(calls, ["banners:xx", "banners:xx"]);

  const off = setup(0);
  await off.run({ query: BANNERS, variables: { l: "ru" } }, off.context(ANONYMOUS_VIEWER));
  await off.run({ query: BANNERS, variables: { l: "ru" } }, off.context(ANONYMOUS_VIEWER));
  assert.deepEqual(off.calls, ["banners:ru", "banners:ru"]);
});

Deno.test("the app's schema shares exactly the public site-content and filter fields, as their resolvers mark them", () => {
  const schema = createSchema();
  const shared = Object.keys(schema.getQueryType()!.getFields()).filter((name) =>
    isViewerIndependentField(schema, name)
  );
  assert.deepEqual(shared.sort(), [
    "fetchJobFilters",
    "getBanners",
    "getCountries",
    "getCreepingLineBanner",
    "getExpertFilters",
    "getFaq",
    "getGlobalVars",
    "getHomeLinks",
    "getLearningPaths",
    "getPartnerFilters",
    "getPaymentProviders",
    "getReviews",
    "getSeoTagByUrl",
    "getSubscriptionPlans",
  ]);
});
