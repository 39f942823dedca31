// The test-database support itself, on whichever database the suite runs (TEST_DB_KIND): each call is a fresh,
// migrated, isolated database; `seed` loads the demo content; cleanup() really removes the database.
import assert from "node:assert/strict";
import { eq, sql } from "drizzle-orm";
import { Pool } from "@neondatabase/serverless";
import { countries, seoTags } from "../../db/schema/index.ts";
import { COUNTRIES } from "../../db/seed/countries.ts";
import { toCount } from "../../db/client.ts";
import { createTestDatabase, describeDb, testDbKind } from "../support/test-db.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };

async function rows<T>(result: Promise<unknown>): Promise<T[]> {
  const value = await result as { rows?: T[] } | T[];
  return Array.isArray(value) ? value : value.rows ?? [];
}

Deno.test(`${describeDb()}: a fresh database has every migration applied and empty tables`, opts, async () => {
  const { database, kind, cleanup } = await createTestDatabase();
  try {
    assert.equal(kind, testDbKind());
    assert.equal(database.kind, kind);
    const tables = await rows<{ name: string }>(
      database.db.execute(sql`select table_name as name from information_schema.tables where table_schema = 'public'`),
    );
    const names = tables.map((t) => t.name);
    for (const table of ["countries", "seo_tags"]) assert.ok(names.includes(table), `table ${table} exists`);
    const [{ n }] = await rows<{ n: unknown }>(database.db.execute(sql`select count(*) as n from countries`));
    assert.equal(toCount(n), 0);
  } finally {
    await cleanup();
  }
});

Deno.test(`${describeDb()}: two test databases do not see each other's rows`, opts, async () => {
  const [a, b] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  try {
    await a.database.db.insert(seoTags).values({ url: "/en/isolation", title: "Only in A", description: "A" });
    const inA = await a.database.db.select().from(seoTags).where(eq(seoTags.url, "/en/isolation"));
    const inB = await b.database.db.select().from(seoTags).where(eq(seoTags.url, "/en/isolation"));
    assert.equal(inA.length, 1);
    assert.equal(inB.length, 0);
    // And a third, created after the insert, starts from the template, not from A.
    const c = await createTestDatabase();
    try {
      assert.equal((await c.database.db.select().from(seoTags)).length, 0);
    } finally {
      await c.cleanup();
    }
  } finally {
    await Promise.all([a.cleanup(), b.cleanup()]);
  }
});

Deno.test(`${describeDb()}: seed: true starts from the demo content`, opts, async () => {
  const { database, cleanup } = await createTestDatabase({ seed: true });
  try {
    const [{ n }] = await rows<{ n: unknown }>(database.db.execute(sql`select count(*) as n from countries`));
    assert.equal(toCount(n), COUNTRIES.length);
    const russia = await database.db.select().from(countries).where(eq(countries.isoCode, "RU"));
    assert.equal(russia.length, 1);
    assert.ok((await database.db.select().from(seoTags).where(eq(seoTags.url, "/ru/"))).length === 1);
  } finally {
    await cleanup();
  }
});

Deno.test(
  `${describeDb()}: cleanup closes the database (and drops it on the server); twice is harmless`,
  opts,
  async () => {
    const { database, cleanup } = await createTestDatabase();
    const [{ name }] = await rows<{ name: string }>(database.db.execute(sql`select current_database() as name`));
    await cleanup();
    await cleanup();
    await assert.rejects(() => database.db.execute(sql`select 1`));
    if (testDbKind() === "postgres") {
      assert.match(name, /^fc_test_/);
      const url = Deno.env.get("TEST_DATABASE_URL");
      assert.ok(url, "TEST_DATABASE_URL is set when TEST_DB_KIND=postgres");
      const admin = new Pool({ connectionString: url, max: 1 });
      admin.on("error", () => {});
      try {
        const { rows: found } = await admin.query("select 1 from pg_database where datname = $1", [name]);
        assert.equal(found.length, 0, `${name} is gone from pg_database`);
      } finally {
        await admin.end();
      }
    }
  },
);
