// Per-request DataLoaders: a page of items asks the database once per kind of related row.
import DataLoader from "dataloader";
import type { Db } from "../../db/client.ts";
import { findCountriesByIds } from "../services/geo.ts";
import type { CountryRow } from "../services/geo.ts";

export type Loaders = {
  countryById: DataLoader<number, CountryRow | null>;
};

export function createLoaders(db: Db): Loaders {
  return {
    countryById: new DataLoader(async (ids) => {
      const rows = await findCountriesByIds(db, [...ids]);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
  };
}
