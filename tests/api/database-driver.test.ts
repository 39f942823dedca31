// The database driver on whichever database the suite runs (TEST_DB_KIND). On the PostgreSQL server the Neon driver
// talks over a WebSocket: a statement must leave at once, not wait for the server's delayed ACK (decision 132).
import assert from "node:assert/strict";
import { sql } from "drizzle-orm";
import { rowsOf } from "../../db/client.ts";
import { createTestDatabase, describeDb } from "../support/test-db.ts";
import { percentile } from "../bench/latency.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };

Deno.test(`${describeDb()}: a statement whose text is over 1 KB answers without a delayed-ACK wait`, opts, async () => {
  const { database, cleanup } = await createTestDatabase();
  try {
    // Over 1 KB of text with a parameter, like the experts list: Deno's own WebSocket sent such a frame in two writes
    // and Nagle held the second for the server's delayed ACK, 40-44 ms every time.
    const padding = "x".repeat(1500);
    const took: number[] = [];
    for (let i = 0; i < 21; i++) {
      const started = performance.now();
      const result = await database.db.execute(sql`select ${i}::int as n, ${sql.raw(`'${padding}'`)} as padding`);
      took.push(performance.now() - started);
      assert.equal(Number(rowsOf<{ n: number }>(result)[0].n), i);
    }
    const median = percentile(took, 50);
    assert.ok(median < 25, `median ${median.toFixed(1)} ms for a 1.5 KB statement (a delayed-ACK stall is ≥ 40 ms)`);
  } finally {
    await cleanup();
  }
});
