// The experts list's state in the URL: ?q=…&activity=1,2&request=3&company=4&country=5&language=en&sort=alphabeticallyAZ.
// The parsing and the links are the directories' shared ones (src/lib/directory-search.ts).
import { type DirectorySearch, directorySearch, filterList } from "../../lib/directory-search.ts";
import type { ExpertsFilter } from "./queries.ts";

export const expertsSearch = directorySearch({
  activity: "ids",
  request: "ids",
  company: "ids",
  country: "ids",
  language: "languages",
});

export type ExpertsSearch = DirectorySearch<"activity" | "request" | "company" | "country" | "language">;

export const parseExpertsSearch = expertsSearch.parse;

/** The API input for a URL search; empty selections become undefined (spec 01 §5). */
export function expertsFilterFromSearch(search: ExpertsSearch): ExpertsFilter {
  return {
    textSearch: search.q,
    expertActivities: filterList(search.activity),
    expertRequests: filterList(search.request),
    expertCompanies: filterList(search.company),
    countriesIds: filterList(search.country),
    languages: filterList(search.language),
  };
}
