// What the experts and partners lists' queries share: a filter "linked to any of these" through a link table, and the
// order: profiles written in the page's language first, then the three sorts (latest; alphabetical, case-insensitive,
// either way), with the id as the tie-break; the search, which finds a name typed in either script.
import { and, asc, desc, eq, exists, inArray, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.ts";
import type { DirectorySort } from "../../src/domain/directories.ts";
import type { Locale } from "../../src/domain/locale.ts";
import { MISSPELLING_SIMILARITY } from "../../src/domain/directories.ts";
import { inEitherScript } from "../../src/domain/transliteration.ts";

/**
 * Full text in Russian, English and as written (the GIN index on `search`), for the text as typed and as it reads in
 * the other script ("anna" finds «Анна Смирнова», «анна» finds "Anna Kovaleva").
 */
export function directoryTextMatch(search: PgColumn, text: string): SQL {
  return or(
    ...inEitherScript(text).map((variant) =>
      sql`(${search} @@ websearch_to_tsquery('simple', ${variant})
      or ${search} @@ plainto_tsquery('english', ${variant})
      or ${search} @@ plainto_tsquery('russian', ${variant}))`
    ),
  )!;
}

/** For a misspelt search that full text missed: a word of `searchText` within trigram word similarity, either script. */
export function directoryFuzzyMatch(searchText: PgColumn, text: string): SQL {
  return or(
    ...inEitherScript(text).map((variant) =>
      sql`word_similarity(lower(${variant}), ${searchText}) >= ${MISSPELLING_SIMILARITY}`
    ),
  )!;
}

/** Rows linked (through `table`, whose `owner` column points at `ownerId`) to any of `values` of `column`. */
export function linkedToAny<T extends string | number>(
  db: DbOrTx,
  link: { table: PgTable; owner: PgColumn; ownerId: PgColumn; column: PgColumn },
  values: T[] | null | undefined,
): SQL | undefined {
  if (!values?.length) return undefined;
  return exists(
    db.select({ one: sql`1` }).from(link.table).where(and(eq(link.owner, link.ownerId), inArray(link.column, values))),
  );
}

export function directoryOrder(
  sort: DirectorySort,
  columns: { name: PgColumn; latest: PgColumn; id: PgColumn; language: PgColumn },
  pageLanguage: Locale,
) {
  // The page's language first (src/domain/content-language.ts pageLanguageFirst); the chosen sort within each.
  const otherLanguageLast = asc(sql`(${columns.language} <> ${pageLanguage})`);
  const name = sql`lower(${columns.name})`;
  if (sort === "alphabeticallyAZ") return [otherLanguageLast, asc(name), asc(columns.id)];
  if (sort === "alphabeticallyZA") return [otherLanguageLast, desc(name), desc(columns.id)];
  return [otherLanguageLast, desc(columns.latest), desc(columns.id)];
}
