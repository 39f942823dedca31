// A deterministic probe of /graphql with hostile input: variables generated from the schema's own input types (wrong
// types, extremes, NUL bytes, 100k-character strings, SQL and tsquery characters, unicode) for every public query and
// every signed-in or anonymous mutation, plus malformed bodies and GET requests. Nothing may be answered 500, no
// error may be INTERNAL_SERVER_ERROR or logged as a resolver error, and a refused mutation changes nothing.
import assert from "node:assert/strict";
import {
  buildSchema,
  GraphQLEnumType,
  GraphQLInputObjectType,
  type GraphQLInputType,
  GraphQLList,
  GraphQLNonNull,
  type GraphQLScalarType,
  type OperationDefinitionNode,
  parse,
  typeFromAST,
} from "graphql";
import { asc } from "drizzle-orm";
import { SCHEMA_SDL } from "../../api/graphql/schema.ts";
import { supportMessages, users } from "../../db/schema/index.ts";
import { createTestApp } from "../support/app.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };
const SEED = 0x5eed_2024;
const INPUTS_PER_OPERATION = 26;

/** mulberry32: the same sequence on every run, so a failure can be replayed. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HOSTILE_STRINGS: string[] = [
  "",
  " ",
  "a",
  "\u0000",
  "abc\u0000def",
  "x".repeat(100_000),
  "я".repeat(20_000),
  "y".repeat(5_001),
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  "\\",
  "\\'",
  "&|!:*()",
  "a & b | !c",
  "foo:*",
  "(((",
  "<->",
  "!",
  "%",
  "_",
  "%_%",
  "\n\r\t",
  "null",
  "undefined",
  "NaN",
  "Infinity",
  "-1",
  "0",
  "1e308",
  "2147483648",
  "2147483647",
  "-2147483649",
  "99999999999999999999",
  "0x10",
  "1.5",
  " 1",
  "1 ",
  "𝕏🏃‍♀️🏊",
  "\ud800",
  "\u202eevil",
  "e\u0301",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "/ru/jobs/",
  "//evil.example",
  "2023-02-31",
  "0000-00-00",
  "1899-12-31",
  "9999-99-99",
  "2024-13-01",
  "en",
  "ru",
  "de",
  "EN",
  "UNESCO",
  "MALE",
  "EMAIL",
  "Europe",
  "a@b.c",
  "user@fellows.test",
  "+1 (555) 123-4567",
  "https://linkedin.com/in/someone",
  "$1",
  "${jndi:ldap://x}",
];

const HOSTILE_NUMBERS: unknown[] = [
  0,
  -1,
  1,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  1e308,
  -1e308,
  1.5,
  Number.MAX_SAFE_INTEGER,
  2 ** 53 + 1,
  1e-300,
  "NaN",
  "Infinity",
  "-1",
  "2147483648",
  "1e308",
  "1",
];

const WRONG_TYPES: unknown[] = [null, true, false, [], {}, [[]], { a: 1 }, [null], [1, "a", {}], { "": "\u0000" }];

type Rng = () => number;
const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)];

/** Plausible values by field name, so that one hostile field among valid ones reaches the code behind the parse. */
const VALID_BY_NAME: Record<string, unknown> = {
  email: "someone@fellows.test",
  password: "correct-horse-9",
  birthDate: "1990-05-01",
  gender: "FEMALE",
  countryId: "1",
  phone: "+1 (555) 123-4567",
  linkedId: "https://linkedin.com/in/someone",
  notificationTypes: ["EMAIL"],
  regions: ["Europe"],
  url: "/ru/",
  slug: "some-article",
  token: "0123456789abcdef",
  languages: ["English"],
  redirectPath: "/ru/jobs/",
  fromPath: "/ru/articles/",
  sortOption: "popular",
  textSearch: "officer",
  search: "fra",
};

function validFor(type: GraphQLInputType, name: string): unknown {
  if (type instanceof GraphQLNonNull) return validFor(type.ofType, name);
  if (name in VALID_BY_NAME) return VALID_BY_NAME[name];
  if (type instanceof GraphQLList) return [validFor(type.ofType, name)];
  if (type instanceof GraphQLInputObjectType) {
    return Object.fromEntries(Object.entries(type.getFields()).map(([key, f]) => [key, validFor(f.type, key)]));
  }
  if (type instanceof GraphQLEnumType) return type.getValues()[0].value;
  const scalar = (type as GraphQLScalarType).name;
  return scalar === "Int" || scalar === "Float" ? 1 : scalar === "Boolean" ? true : scalar === "ID" ? "1" : "Ann";
}

/** A value for a variable of this input type: usually of the right kind but extreme, sometimes of a wrong kind. */
function hostileFor(type: GraphQLInputType, rng: Rng): unknown {
  if (rng() < 0.12) return pick(rng, WRONG_TYPES);
  if (type instanceof GraphQLNonNull) return hostileFor(type.ofType, rng);
  if (type instanceof GraphQLList) {
    if (rng() < 0.15) return hostileFor(type.ofType, rng); // a single value where a list is expected
    const length = rng() < 0.1 ? 1000 : Math.floor(rng() * 4);
    return Array.from({ length }, () => hostileFor(type.ofType, rng));
  }
  if (type instanceof GraphQLInputObjectType) {
    const out: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(type.getFields())) {
      if (field.type instanceof GraphQLNonNull || rng() < 0.6) out[name] = hostileFor(field.type, rng);
    }
    if (rng() < 0.1) out.notAField = "x";
    return out;
  }
  if (type instanceof GraphQLEnumType) {
    return rng() < 0.6 ? pick(rng, type.getValues()).value : pick(rng, HOSTILE_STRINGS);
  }
  const scalar = (type as GraphQLScalarType).name;
  if (scalar === "Int" || scalar === "Float") {
    return rng() < 0.8 ? pick(rng, HOSTILE_NUMBERS) : pick(rng, HOSTILE_STRINGS);
  }
  if (scalar === "Boolean") return rng() < 0.7 ? rng() < 0.5 : pick(rng, [0, 1, "true", "yes"]);
  if (scalar === "ID") return rng() < 0.6 ? pick(rng, HOSTILE_NUMBERS) : pick(rng, HOSTILE_STRINGS);
  return rng() < 0.9 ? pick(rng, HOSTILE_STRINGS) : pick(rng, HOSTILE_NUMBERS);
}

/**
 * Half the time everything is hostile; otherwise every value is valid but one (at any depth), so the hostile value
 * is not hidden behind another field's refusal.
 */
function valueFor(type: GraphQLInputType, name: string, rng: Rng): unknown {
  if (rng() < 0.5) return hostileFor(type, rng);
  const inner = type instanceof GraphQLNonNull ? type.ofType : type;
  if (inner instanceof GraphQLInputObjectType) {
    const fields = Object.entries(inner.getFields());
    const [badName, bad] = pick(rng, fields);
    const out: Record<string, unknown> = {};
    for (const [key, field] of fields) {
      if (field.type instanceof GraphQLNonNull || rng() < 0.5) out[key] = validFor(field.type, key);
    }
    out[badName] = valueFor(bad.type, badName, rng);
    return out;
  }
  if (inner instanceof GraphQLList && rng() < 0.5) return [validFor(inner.ofType, name), hostileFor(inner.ofType, rng)];
  return hostileFor(type, rng);
}

const JOB = "__typename ... on Job { id title company } ... on DisabledJob { id title }";
const USER = "user { id firstName birthDate summary } error { name i18nKey }";
const TOKEN = "success redirectPath error { name i18nKey }";

/** Public queries, signed-in mutations and anonymous mutations, each with variables for every argument. */
const OPERATIONS: Array<{ document: string; viewer?: "authorized" }> = [
  {
    document: `query Jobs($input: JobsInput, $paginationOptions: PaginationOptions, $anon: AnonymousJobsInput) {
      getJobs(input: $input, paginationOptions: $paginationOptions, anonymousJobsInput: $anon) {
        meta { totalItems totalPages } jobsByAccess { ${JOB} } } }`,
  },
  { document: `query Job($id: ID!) { getJob(id: $id) { ${JOB} } }` },
  {
    document: `query Articles($input: ArticlesInput, $paging: Paging) {
      getArticles(input: $input, paging: $paging) { total articles { id slug title } } }`,
  },
  { document: `query Article($slug: String!) { getArticleByCustomer(slug: $slug) { id title articleText } }` },
  { document: `query Featured($language: Language) { getFeaturedArticles(language: $language) { id } }` },
  { document: `query Countries($search: String) { getCountries(search: $search) { id country } }` },
  {
    document: `query Paths($language: Language!, $paging: Paging) {
      getLearningPaths(language: $language, paging: $paging) { id slug } }`,
  },
  { document: `query Path($slug: String!) { getLearningPathBySlug(slug: $slug) { id steps { text } } }` },
  { document: `query Seo($url: String!) { getSeoTagByUrl(url: $url) { url title } }` },
  { document: `query Banners($input: BannersInput!) { getBanners(input: $input) { id title } }` },
  { document: `query Line($language: Language!) { getCreepingLineBanner(language: $language) { id } }` },
  {
    document: `query Reviews($categories: [String!], $language: Language) {
      getReviews(categories: $categories, language: $language) { id } }`,
  },
  { document: `query Verify($token: String!) { isVerificationTokenValid(token: $token) { ${TOKEN} } }` },
  { document: `query Reset($token: String!) { isResetTokenValid(token: $token) { ${TOKEN} } }` },
  { document: `mutation View($id: ID!) { recordJobView(id: $id) { id views } }` },
  { document: `mutation ArticleView($id: ID!) { recordArticleView(id: $id) { id views } }` },
  { document: `mutation SignIn($input: SignInInput!) { signIn(input: $input) { ${USER} } }` },
  { document: `mutation SignUp($input: SignUpInput!) { signUp(input: $input) { ${USER} } }` },
  {
    document: `mutation Forgot($email: String!, $isPartner: Boolean) {
      forgotPassword(email: $email, isPartner: $isPartner) { success } }`,
  },
  {
    document: `mutation ResetPassword($token: String!, $password: String!) {
      resetPasswordByToken(token: $token, password: $password) { ${TOKEN} } }`,
  },
  { document: `mutation VerifyLink($token: String!) { verifyEmailViaLink(token: $token) { ${TOKEN} } }` },
  {
    viewer: "authorized",
    document: `mutation Info($input: UpdateUserInfoInput!) { updateUserInfo(input: $input) { ${USER} } }`,
  },
  {
    viewer: "authorized",
    document: `mutation Prefs($input: PreferencesInput!) { setPreferences(input: $input) { ${USER} } }`,
  },
  {
    viewer: "authorized",
    document: `mutation Support($input: ContactSupportInput!) { contactSupport(input: $input) { success } }`,
  },
  { viewer: "authorized", document: `mutation Email($email: String!) { updateUserEmail(email: $email) { ${USER} } }` },
  { viewer: "authorized", document: `mutation Save($id: ID!) { toggleFavouriteJob(id: $id) { id isInWishlist } }` },
];

/** Whole requests that are not what a GraphQL client sends: bodies, methods, content types and query strings. */
function malformedRequests(rng: Rng): Array<{ path: string; init: RequestInit }> {
  const json = { "content-type": "application/json" };
  const post = (body: string, headers: Record<string, string> = json) => ({
    path: "/graphql",
    init: { method: "POST", headers, body },
  });
  const out: Array<{ path: string; init: RequestInit }> = [];
  for (
    const body of [
      "null",
      "[]",
      '"{ ok }"',
      "0",
      "true",
      "{",
      "",
      "\u0000",
      '{"query": null}',
      '{"query": 5}',
      '{"query": ["{ ok }"]}',
      '{"query": {"a": 1}}',
      '{"query": "{ ok }", "variables": "[1"}',
      '{"query": "{ ok }", "variables": "null"}',
      '{"query": "{ ok }", "variables": "5"}',
      '{"query": "{ ok }", "variables": [1]}',
      '{"query": "{ ok }", "variables": 5}',
      '{"query": "{ ok }", "operationName": 5}',
      '{"query": "{ ok }", "operationName": "Nope"}',
      '{"query": "{ ok }", "extensions": "x"}',
      '{"query": "{ ok }", "extensions": [1]}',
      '{"query": "query A { ok } query B { ok }"}',
      '{"query": "{ ok }", "__proto__": {"polluted": true}}',
      '{"query": "{ ok \\u0000 }"}',
      '{"query": "{ __typename } # 🏃"}',
      '{"query": "subscription { ok }"}',
      '{"query": "mutation { ok }"}',
      `{"query": "${"{".repeat(5000)}"}`,
      `{"query": "{ ok }", "variables": ${"[".repeat(5000)}${"]".repeat(5000)}}`,
      '{"query": "query ($a: Int) { ok }", "variables": {"a": 1e400}}',
      '{"query": "query ($a: String) { ok }", "variables": {"a": "\\ud800"}}',
    ]
  ) out.push(post(body));
  for (
    const type of ["text/plain", "application/graphql", "application/x-www-form-urlencoded", "", "multipart/form-data"]
  ) {
    out.push(
      post(type === "application/graphql" ? "{ ok }" : "query=%7B%20ok%20%7D", type ? { "content-type": type } : {}),
    );
  }
  out.push({ path: "/graphql", init: { method: "PUT", headers: json, body: '{"query":"{ ok }"}' } });
  out.push({ path: "/graphql", init: { method: "DELETE" } });
  out.push({ path: "/graphql", init: { method: "PATCH", headers: json, body: "{}" } });
  const gets = [
    "query=%7B%20ok%20%7D&variables=%5B1",
    "query=%7B%20ok%20%7D&variables=5",
    "query=%7B%20ok%20%7D&variables=%22x%22",
    "query=%7B%20ok%20%7D&variables=null",
    "query=%7B%20ok%20%7D&variables=%7B%22a%22%3A1%7D",
    "query=%7B",
    "query=",
    "query=%00",
    "query=mutation%20%7B%20signOut%20%7B%20success%20%7D%20%7D",
    "query=%7B%20ok%20%7D&operationName=%00",
    "query=%7B%20ok%20%7D&extensions=%5B",
    "variables=%7B%7D",
    "query=query(%24id%3AID!)%7BgetJob(id%3A%24id)%7B__typename%7D%7D&variables=%7B%22id%22%3A%222147483648%22%7D",
    "query=query(%24s%3AString)%7BgetCountries(search%3A%24s)%7Bid%7D%7D&variables=%7B%22s%22%3A%22%5Cu0000%22%7D",
  ];
  for (const query of gets) out.push({ path: `/graphql?${query}`, init: { method: "GET" } });
  // Random bytes as a body, a few times.
  for (let i = 0; i < 8; i++) {
    const bytes = Array.from(
      { length: 1 + Math.floor(rng() * 200) },
      () => String.fromCharCode(Math.floor(rng() * 256)),
    );
    out.push(post(bytes.join("")));
  }
  // Each once more asking for application/graphql-response+json, where request errors are 4xx.
  return out.flatMap((r) => [r, {
    path: r.path,
    init: {
      ...r.init,
      headers: { ...(r.init.headers as Record<string, string>), accept: "application/graphql-response+json" },
    },
  }]);
}

type Answer = {
  status: number;
  body: { data?: unknown; errors?: Array<{ message?: string; extensions?: Record<string, unknown> }> } | null;
};

async function snapshot(t: Awaited<ReturnType<typeof createTestApp>>) {
  const people = await t.db.select().from(users).orderBy(asc(users.email));
  const messages = await t.db.select().from(supportMessages).orderBy(asc(supportMessages.id));
  return JSON.stringify({ people, messages });
}

Deno.test("fuzzed GraphQL input: no 500, no internal error, refused mutations change nothing", opts, async () => {
  const t = await createTestApp({ seed: true });
  const logged: string[] = [];
  const warned: string[] = [];
  const [originalError, originalWarn] = [console.error, console.warn];
  console.error = (...args: unknown[]) => {
    logged.push(args.map(String).join(" "));
  };
  console.warn = (...args: unknown[]) => {
    warned.push(args.map(String).join(" "));
  };
  const started = performance.now();
  const problems: string[] = [];
  let inputs = 0;
  try {
    const schema = buildSchema(SCHEMA_SDL);
    const rng = prng(SEED);
    const check = (label: string, answer: Answer) => {
      inputs++;
      if (answer.status >= 500) problems.push(`${label}: HTTP ${answer.status}`);
      for (const error of answer.body?.errors ?? []) {
        const code = error.extensions?.code;
        if (code === "INTERNAL_SERVER_ERROR") problems.push(`${label}: INTERNAL_SERVER_ERROR ${error.message}`);
        if (typeof code !== "string") problems.push(`${label}: an error without a code: ${error.message}`);
        if (typeof error.extensions?.i18nKey !== "string") problems.push(`${label}: an error without an i18nKey`);
      }
    };
    const send = async (path: string, init: RequestInit, viewer?: string): Promise<Answer> => {
      const headers = { ...(init.headers as Record<string, string>), ...(viewer ? { "x-test-viewer": viewer } : {}) };
      const res = await t.request(path, { ...init, headers });
      const text = await res.text();
      let body: Answer["body"] = null;
      try {
        body = JSON.parse(text);
      } catch { /* not JSON: only the status is checked */ }
      return { status: res.status, body };
    };

    await t.sessionFor("authorized"); // the signed-in user exists before the first snapshot
    let before = await snapshot(t);
    for (const { document, viewer } of OPERATIONS) {
      const operation = parse(document).definitions[0] as OperationDefinitionNode;
      const isMutation = operation.operation === "mutation";
      for (let i = 0; i < INPUTS_PER_OPERATION; i++) {
        const variables: Record<string, unknown> = {};
        for (const definition of operation.variableDefinitions ?? []) {
          const type = typeFromAST(schema, definition.type as never) as GraphQLInputType;
          const optional = !(type instanceof GraphQLNonNull);
          if (optional && rng() < 0.2) continue;
          variables[definition.variable.name.value] = valueFor(type, definition.variable.name.value, rng);
        }
        const accept = rng() < 0.5 ? "application/json" : "application/graphql-response+json";
        const answer = await send("/graphql", {
          method: "POST",
          headers: { "content-type": "application/json", accept },
          body: JSON.stringify({ query: document, variables }),
        }, viewer);
        const label = `${operation.name?.value} #${i} ${JSON.stringify(variables).slice(0, 160)}`;
        check(label, answer);
        if (!isMutation) continue;
        const after = await snapshot(t);
        if (answer.body?.errors?.length || answer.status !== 200) {
          if (after !== before) problems.push(`${label}: refused, yet the users or support tables changed`);
        }
        before = after;
      }
    }
    for (const [i, { path, init }] of malformedRequests(rng).entries()) {
      const answer = await send(path, init, "authorized");
      check(`request #${i} ${init.method} ${path.slice(0, 80)} ${String(init.body ?? "").slice(0, 80)}`, answer);
      if (answer.body === null) problems.push(`request #${i}: HTTP ${answer.status} without a JSON body`);
    }
    assert.equal(await snapshot(t), before, "malformed requests changed the users or support tables");
  } finally {
    [console.error, console.warn] = [originalError, originalWarn];
    await t.close();
  }
  const resolverErrors = logged.filter((line) => /graphql resolver error/.test(line));
  const seconds = (performance.now() - started) / 1000;
  console.log(`fuzzed ${inputs} inputs in ${seconds.toFixed(1)} s`);
  assert.ok(inputs >= 500, `only ${inputs} inputs`);
  assert.deepEqual(problems, []);
  assert.deepEqual(resolverErrors, []);
  assert.deepEqual(logged, [], "nothing else is logged as an error either");
  // The database's refusal is only a backstop: every input here is refused by validation before any SQL runs.
  assert.deepEqual(warned.filter((line) => /refused by the database/.test(line)), []);
});
