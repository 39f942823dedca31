// The experts and partners directories with 10,000 generated profiles each on PGlite: p50/p95 of the list queries
// through GraphQL (the HTTP endpoint, in-process) beside exactly the same SQL replayed on the driver, interleaved in
// one run, with their ratio and the number of statements per request.
import { benchMailEnv } from "./mail-stand-in.ts";
import { sql } from "drizzle-orm";
import { connect, type Database, rowsOf } from "../../db/client.ts";
import { isDatabaseEmpty, seedDemoContent } from "../../db/seed/demo.ts";
import { parseConfig } from "../../src/config.ts";
import { createApp } from "../../src/server/app.ts";
import { loadClientAssets } from "../../src/server/assets.ts";

const PROFILES = 10_000;
const RUNS = Number(Deno.env.get("BENCH_DIRECTORY_RUNS") ?? 100);
/** Kept between runs (git-ignored): generating takes a while. */
const DIR = new URL("../../data/bench-pglite-directories", import.meta.url).pathname;

const EXPERTS = `query($input: ExpertsInput, $page: DirectoryPaginationOptions) {
  getExperts(input: $input, paginationOptions: $page) {
    experts { id slug name position picture { url } expertActivities { id title } locations { countryObject { id country } } languages }
    meta { hasNextPage } } }`;
const PARTNERS = `query($input: PartnerCompaniesInput, $page: DirectoryPaginationOptions) {
  getPartnerCompanies(input: $input, paginationOptions: $page) {
    total meta { hasNextPage }
    partnerCompanies { id slug title subtitle picture { url } partnerCompanyCategories { id slug name } locations { countryObject { id country } } languages } } }`;

const CASES: Array<[string, string, Record<string, unknown>, Record<string, unknown>]> = [
  ["experts first page", EXPERTS, {}, { limit: 6 }],
  ["experts A–Z, page 3", EXPERTS, {}, { limit: 6, skip: 12, sort: { sortBy: "alphabeticallyAZ" } }],
  ["experts text 'recruiter'", EXPERTS, { textSearch: "recruiter" }, { limit: 6 }],
  ["experts misspelt 'recruter'", EXPERTS, { textSearch: "recruter" }, { limit: 6 }],
  ["experts languages + country", EXPERTS, { languages: ["de"], countriesIds: ["1"] }, { limit: 6 }],
  ["partners first page", PARTNERS, {}, { limit: 10 }],
  ["partners category hr", PARTNERS, { partnerCompanyCategories: ["hr"] }, { limit: 10 }],
  ["partners misspelt 'lingva'", PARTNERS, { textSearch: "lingva" }, { limit: 10 }],
];

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function generate(database: Database) {
  const [{ n }] = rowsOf<{ n: number | string }>(
    await database.db.execute(sql`select count(*)::int as n from experts`),
  );
  if (Number(n) >= PROFILES) return;
  console.log(`generating ${PROFILES} experts and ${PROFILES} partner companies (once; kept in ${DIR})…`);
  await database.db.execute(sql`
    insert into experts (slug, name, position, description, status, approved_at, posted_at, languages, picture)
    select 'bench-expert-' || g,
      (array['Anna','Pavel','Irina','Marina','Olga','Dmitry','Elena','Sergey','Maria','Ivan'])[1 + g % 10] || ' ' ||
        (array['Ivanova','Petrov','Smirnova','Kuznetsov','Volkova','Morozov','Lebedeva','Sokolov'])[1 + (g / 10) % 8] || ' ' || g,
      (array['Career coach','Interview trainer, former UN recruiter','CV editor','Admissions consultant','HR partner',
        'Product mentor','Programme officer','Data analyst'])[1 + g % 8],
      'Helps people build international careers: applications, interviews and relocation. Profile ' || g,
      'PUBLISHED', now(), now() - (g || ' minutes')::interval,
      case g % 4 when 0 then array['ru','en'] when 1 then array['en','de'] when 2 then array['ru','fr'] else array['en'] end,
      '/pictures/v1/avatar/bench ' || g || '.svg'
    from generate_series(1, ${PROFILES}) g`);
  await database.db.execute(sql`
    insert into expert_to_activities (expert_id, activity_id)
    select e.id, a.id from experts e join expert_activities a on a.id % 3 = e.id % 3 where e.slug like 'bench-expert-%'`);
  await database.db.execute(sql`
    insert into expert_locations (expert_id, country_id)
    select e.id, 1 + e.id % 40 from experts e where e.slug like 'bench-expert-%'`);
  await database.db.execute(sql`
    insert into partner_companies (slug, title, subtitle, description, status, languages, picture, created_at)
    select 'bench-partner-' || g,
      (array['Lingua','Relocate','Talent','Career','Study','Global','Remote','Tax'])[1 + g % 8] || ' ' ||
        (array['Pro','Hub','Lab','Partners','Media','Bridge'])[1 + (g / 8) % 6] || ' ' || g,
      (array['Languages for careers','Relocation support','Recruiting for NGOs','A career podcast','Admissions in Europe'])[1 + g % 5],
      'Offers for club members. Company ' || g,
      'PUBLISHED', case g % 3 when 0 then array['ru','en'] when 1 then array['en'] else array['en','de'] end,
      '/pictures/v1/logo/bench ' || g || '.svg', now() - (g || ' minutes')::interval
    from generate_series(1, ${PROFILES}) g`);
  await database.db.execute(sql`
    insert into partner_company_categories (partner_id, category_id)
    select p.id, c.id from partner_companies p join partner_categories c on c.id % 4 = p.id % 4
    where p.slug like 'bench-partner-%'`);
  await database.db.execute(sql`
    insert into partner_locations (partner_id, country_id)
    select p.id, 1 + p.id % 40 from partner_companies p where p.slug like 'bench-partner-%'`);
  await database.db.execute(sql`analyze`);
}

export async function benchDirectories() {
  let capture: Array<[string, unknown[]]> | null = null;
  const database = await connect({
    kind: "pglite",
    dir: DIR,
    onQuery: (text, params) => capture?.push([text, params]),
  });
  await database.migrate();
  if (await isDatabaseEmpty(database.db)) await seedDemoContent(database.db);
  await generate(database);
  const app = createApp({
    database,
    config: parseConfig({
      APP_ENV: "production",
      APP_URL: "http://localhost:8000",
      SESSION_SECRET: "b".repeat(40),
      BANK_DATA_KEY: "A".repeat(43) + "=",
      LOCAL_STATE_IN_PRODUCTION: "allow",
      ...benchMailEnv(),
    }),
    assets: await loadClientAssets(),
    // The bench's report is its stdout: the request log would bury it.
    log: () => {},
  });
  const viaGraphQL = async (query: string, input: Record<string, unknown>, page: Record<string, unknown>) => {
    const res = await app.request("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", "x-locale": "en" },
      body: JSON.stringify({ query, variables: { input, page } }),
    });
    const body = await res.json();
    if (body.errors) throw new Error(JSON.stringify(body.errors));
  };
  console.log(`\ndirectories on PGlite with ${PROFILES} experts and ${PROFILES} partners, ${RUNS} runs each\n`);
  let worstRatio = 0;
  let mostStatements = 0;
  for (const [name, query, input, page] of CASES) {
    capture = [];
    await viaGraphQL(query, input, page);
    const statements = capture.filter(([text]) => !/rate_limit|sessions/.test(text));
    capture = null;
    mostStatements = Math.max(mostStatements, statements.length);
    const gql: number[] = [];
    const raw: number[] = [];
    for (let i = 0; i < 10; i++) {
      await viaGraphQL(query, input, page);
      for (const [text, params] of statements) await database.rawQuery(text, params);
    }
    for (let i = 0; i < RUNS; i++) {
      let t = performance.now();
      await viaGraphQL(query, input, page);
      gql.push(performance.now() - t);
      t = performance.now();
      for (const [text, params] of statements) await database.rawQuery(text, params);
      raw.push(performance.now() - t);
    }
    gql.sort((a, b) => a - b);
    raw.sort((a, b) => a - b);
    const ratio = percentile(gql, 95) / percentile(raw, 95);
    worstRatio = Math.max(worstRatio, ratio);
    console.log(
      `${name.padEnd(30)} graphql p50 ${percentile(gql, 50).toFixed(1).padStart(6)} ms  p95 ${
        percentile(gql, 95).toFixed(1).padStart(6)
      } ms   sql (${statements.length} stmt) p50 ${percentile(raw, 50).toFixed(1).padStart(6)} ms  p95 ${
        percentile(raw, 95).toFixed(1).padStart(6)
      } ms   ratio p95 ${ratio.toFixed(2)}`,
    );
  }
  await database.close();
  return [
    ["directories GraphQL / raw SQL ≤ 1.5 at p95", worstRatio <= 1.5, `${worstRatio.toFixed(2)} (worst list)`],
    ["directories ≤ 4 SQL statements per list request", mostStatements <= 4, `${mostStatements} (most)`],
  ] as const;
}

if (import.meta.main) {
  for (const [name, ok, value] of await benchDirectories()) {
    console.log(`  ${ok ? "PASS" : "FAIL"}  ${name.padEnd(46)} ${value}`);
  }
}
