// Helpers of the experts and partners suites: the partners list document and the ids of seeded rows by a column.
import type { createTestApp } from "./app.ts";

export type Partner = {
  slug: string;
  title: string;
  language: string;
  partnerCompanyCategories: { slug: string; name: string }[];
};
export const PARTNERS = `query($input: PartnerCompaniesInput, $page: DirectoryPaginationOptions) {
  getPartnerCompanies(input: $input, paginationOptions: $page) {
    total meta { hasNextPage }
    partnerCompanies { slug title status partnerCompanyCategoriesIds partnerCompanyCategories { slug name } tags { title }
      locations { countryObject { isoCode } } languages language picture { url } } } }`;

export async function ids(
  t: Awaited<ReturnType<typeof createTestApp>>,
  table: string,
  column: string,
  values: string[],
) {
  const res = await t.db.execute(
    `select id from ${table} where ${column} in (${values.map((v) => `'${v}'`).join(",")}) order by id`,
  );
  return ((res as { rows?: Array<{ id: number }> }).rows ?? (res as unknown as Array<{ id: number }>)).map((r) =>
    String(r.id)
  );
}
