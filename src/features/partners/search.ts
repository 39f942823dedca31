// The partners list's state in the URL: ?q=…&category=hr,company&tag=1&country=5&language=en&sort=alphabeticallyAZ.
// Any change of filter or sort starts from the first page (the list's key changes with it). The parsing and the
// links are the directories' shared ones (src/lib/directory-search.ts).
import { PARTNER_CATEGORIES } from "../../domain/directories.ts";
import { type DirectorySearch, directorySearch, filterList } from "../../lib/directory-search.ts";
import type { PartnersFilter } from "./queries.ts";

export const partnersSearch = directorySearch({
  category: PARTNER_CATEGORIES,
  tag: "ids",
  country: "ids",
  language: "languages",
});

export type PartnersSearch = DirectorySearch<"category" | "tag" | "country" | "language">;

export const parsePartnersSearch = partnersSearch.parse;

/** The API input for a URL search (status fixed to Published by the server); empty selections become undefined. */
export function partnersFilterFromSearch(search: PartnersSearch): PartnersFilter {
  return {
    textSearch: search.q,
    partnerCompanyCategories: filterList(search.category),
    tags: filterList(search.tag),
    countriesIds: filterList(search.country),
    languages: filterList(search.language),
  };
}
