// What a migration may do while the release before it still runs (expand → migrate → contract): deploy.yml applies the
// migrations before traffic moves, so for a while the old code reads the new schema. Adding is always safe; dropping
// or renaming a column or a table, or changing a column's type, is safe only once no running release reads it. Such a
// "contract" step says so with a line `-- contract: unread since <earlier migration number>`, naming the migration
// (and so the release) after which the code stopped reading it, and db/schema must no longer name it.

export type Destructive = {
  kind: "drop column" | "rename column" | "drop table" | "rename table" | "column type";
  table: string;
  column: string | null;
  statement: string;
};

const name = String.raw`"?([a-z_][a-z0-9_]*)"?(?:\."?([a-z_][a-z0-9_]*)"?)?`;
const tableOf = (first: string, second: string | undefined) => second ?? first;

/** The statements of a migration that drop, rename or retype what a running release may read. */
export function destructiveStatements(sql: string): Destructive[] {
  const found: Destructive[] = [];
  for (const raw of sql.split(/;|--> statement-breakpoint/)) {
    const statement = raw.replace(/--[^\n]*/g, "").replace(/\s+/g, " ").trim();
    if (!statement) continue;
    const alter = new RegExp(String.raw`^alter table (?:only )?(?:if exists )?${name} (.*)$`, "i").exec(statement);
    if (alter) {
      const table = tableOf(alter[1], alter[2]);
      const rest = alter[3];
      for (const m of rest.matchAll(/drop column (?:if exists )?"?([a-z_][a-z0-9_]*)"?/gi)) {
        found.push({ kind: "drop column", table, column: m[1], statement });
      }
      for (const m of rest.matchAll(/rename column "?([a-z_][a-z0-9_]*)"? to/gi)) {
        found.push({ kind: "rename column", table, column: m[1], statement });
      }
      if (/^rename to /i.test(rest)) found.push({ kind: "rename table", table, column: null, statement });
      for (const m of rest.matchAll(/alter column "?([a-z_][a-z0-9_]*)"? (?:set data )?type /gi)) {
        found.push({ kind: "column type", table, column: m[1], statement });
      }
      continue;
    }
    const drop = new RegExp(String.raw`^drop table (?:if exists )?${name}`, "i").exec(statement);
    if (drop) found.push({ kind: "drop table", table: tableOf(drop[1], drop[2]), column: null, statement });
  }
  return found;
}

/** The earlier migration a contract step names (`-- contract: unread since 0031`), if it names one. */
export function contractSince(sql: string): string | null {
  return /^--\s*contract:\s*unread since (\d{4})\b/im.exec(sql)?.[1] ?? null;
}

/**
 * Why a migration would break the release still running while it is applied (none: it may land). `tag` is its name
 * (0031_drop_x), `earlier` the tags before it, `schemaSource` the text of db/schema.
 */
export function contractProblems(tag: string, sql: string, earlier: string[], schemaSource: string): string[] {
  const steps = destructiveStatements(sql);
  if (!steps.length) return [];
  const since = contractSince(sql);
  const problems: string[] = [];
  if (!since) {
    problems.push(
      `${tag}: ${steps.map((s) => s.kind).join(", ")} while the previous release may still read it. Stop reading it ` +
        `in one release; drop it in a later migration that says "-- contract: unread since <that migration>".`,
    );
    return problems;
  }
  if (!earlier.some((t) => t.startsWith(`${since}_`))) {
    problems.push(`${tag}: "contract: unread since ${since}" names no earlier migration`);
  }
  for (const step of steps) {
    const named = step.column
      ? new RegExp(String.raw`["'\`]${step.column}["'\`]`).test(schemaSource)
      : new RegExp(String.raw`pgTable\(\s*["'\`]${step.table}["'\`]`).test(schemaSource);
    // A renamed or retyped column is named again on purpose; a dropped one must be gone from the code.
    if (named && (step.kind === "drop column" || step.kind === "drop table")) {
      problems.push(
        `${tag}: drops ${step.column ? `${step.table}.${step.column}` : step.table}, which db/schema still names`,
      );
    }
  }
  return problems;
}
