// Per-request DataLoaders: a page of items asks the database once per kind of related row.
import DataLoader from "dataloader";
import type { Db } from "../../db/client.ts";
import { findCountriesByIds } from "../services/geo.ts";
import { categoriesOfJobs } from "../services/jobs/jobs.ts";
import { favouriteJobIds } from "../services/jobs/favourites.ts";
import type { CountryRow } from "../services/geo.ts";
import type { Locale } from "../../src/domain/locale.ts";
import { type Product, productsForOrders } from "../services/billing/catalogue.ts";

export type Loaders = {
  countryById: DataLoader<number, CountryRow | null>;
  jobCategoriesByJobId: DataLoader<number, Array<{ id: number; name: string; engTrans: string }>>;
  /** Whether the signed-in viewer saved a job (false for everyone else, without a query). */
  isFavouriteJob: DataLoader<number, boolean>;
  /** The product an order bought, in the request's language when that version exists (the purchases page). */
  productForOrder: DataLoader<number, Product | null>;
};

export function createLoaders(db: Db, userId: string | null = null, language: Locale = "ru"): Loaders {
  return {
    productForOrder: new DataLoader(async (productIds) => {
      const found = await productsForOrders(db, productIds, language);
      return productIds.map((id) => found.get(id) ?? null);
    }),
    countryById: new DataLoader(async (ids) => {
      const rows = await findCountriesByIds(db, [...ids]);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    isFavouriteJob: new DataLoader(async (jobIds) => {
      if (!userId) return jobIds.map(() => false);
      const saved = await favouriteJobIds(db, userId, [...jobIds]);
      return jobIds.map((id) => saved.has(id));
    }),
    jobCategoriesByJobId: new DataLoader(async (jobIds) => {
      const rows = await categoriesOfJobs(db, [...jobIds]);
      return jobIds.map((id) =>
        rows.filter((r) => r.jobId === id).map(({ id, name, engTrans }) => ({ id, name, engTrans }))
      );
    }),
  };
}
