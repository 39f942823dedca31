// Countries: search by either name or ISO code, and lookups by id for the DataLoaders.
import { asc, ilike, inArray, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { countries } from "../../db/schema/index.ts";

export type CountryRow = typeof countries.$inferSelect;

export async function searchCountries(
  db: DbOrTx,
  search: string | undefined,
  locale: "ru" | "en",
): Promise<CountryRow[]> {
  const order = locale === "ru" ? asc(countries.rusTrans) : asc(countries.engTrans);
  if (!search) return await db.select().from(countries).orderBy(order).limit(300);
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return await db.select().from(countries)
    .where(
      or(
        ilike(countries.engTrans, pattern),
        ilike(countries.rusTrans, pattern),
        sql`${countries.isoCode} = upper(${search})`,
      ),
    )
    .orderBy(order)
    .limit(50);
}

export async function findCountriesByIds(db: DbOrTx, ids: number[]): Promise<CountryRow[]> {
  if (ids.length === 0) return [];
  return await db.select().from(countries).where(inArray(countries.id, ids));
}
