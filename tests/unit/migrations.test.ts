// The expand → migrate → contract rule on the committed migrations (db/migration-rules.ts): none drops, renames or
// retypes what the release before it may still read, unless it is a marked contract step whose column the code no
// longer names.
import assert from "node:assert/strict";
import { contractProblems, destructiveStatements } from "../../db/migration-rules.ts";

const migrations = new URL("../../db/migrations/", import.meta.url);
const schema = new URL("../../db/schema/", import.meta.url);

async function schemaSource(): Promise<string> {
  const parts: string[] = [];
  for await (const entry of Deno.readDir(schema)) {
    if (entry.isFile && entry.name.endsWith(".ts")) parts.push(await Deno.readTextFile(new URL(entry.name, schema)));
  }
  return parts.join("\n");
}

Deno.test("every committed migration only adds, or is a marked contract step of what the code no longer reads", async () => {
  const tags: string[] = [];
  for await (const entry of Deno.readDir(migrations)) {
    if (entry.isFile && entry.name.endsWith(".sql")) tags.push(entry.name.replace(/\.sql$/, ""));
  }
  tags.sort();
  assert.ok(tags.length > 20);
  const source = await schemaSource();
  const problems: string[] = [];
  for (const [i, tag] of tags.entries()) {
    const sql = await Deno.readTextFile(new URL(`${tag}.sql`, migrations));
    problems.push(...contractProblems(tag, sql, tags.slice(0, i), source));
  }
  assert.deepEqual(problems, []);
});

Deno.test("a drop, a rename or a type change is refused unless marked, and a dropped column must be gone from the code", () => {
  const earlier = ["0030_add_nickname", "0031_stop_reading_legacy"];
  const schemaText = `export const users = pgTable("users", { nickname: text("nickname") });`;
  assert.deepEqual(destructiveStatements(`ALTER TABLE "users" ADD COLUMN "x" text;`), []);
  assert.deepEqual(
    destructiveStatements(
      `ALTER TABLE "public"."users" DROP COLUMN IF EXISTS "legacy";--> statement-breakpoint
ALTER TABLE "jobs" RENAME COLUMN "title" TO "name";
ALTER TABLE users ALTER COLUMN "age" SET DATA TYPE bigint;
DROP TABLE "old_things";
ALTER TABLE "a" RENAME TO "b";`,
    ).map((d) => [d.kind, d.table, d.column]),
    [
      ["drop column", "users", "legacy"],
      ["rename column", "jobs", "title"],
      ["column type", "users", "age"],
      ["drop table", "old_things", null],
      ["rename table", "a", null],
    ],
  );
  const drop = `ALTER TABLE "users" DROP COLUMN "legacy";`;
  assert.equal(contractProblems("0032_drop_legacy", drop, earlier, schemaText).length, 1, "unmarked");
  assert.deepEqual(
    contractProblems("0032_drop_legacy", `-- contract: unread since 0031\n${drop}`, earlier, schemaText),
    [],
    "marked, and the code no longer names it",
  );
  assert.match(
    contractProblems("0032_drop_legacy", `-- contract: unread since 0033\n${drop}`, earlier, schemaText)[0],
    /names no earlier migration/,
  );
  assert.match(
    contractProblems(
      "0032_drop_nickname",
      `-- contract: unread since 0031\nALTER TABLE "users" DROP COLUMN "nickname";`,
      earlier,
      schemaText,
    )[0],
    /db\/schema still names/,
  );
});
