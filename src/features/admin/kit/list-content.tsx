// What the articles area's two lists (articles, learning paths) filter and show alike, in that area's words
// (adminArticles.*): the status and language filters, and the language and "updated" columns.
import { CONTENT_STATUSES, LANGUAGES } from "../../../domain/enums.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { useColumns } from "./columns.tsx";
import { type FilterField, filterFieldsIn } from "./list-filter.ts";

/** The status and language filters ("any" first). */
export function useContentFilters(): FilterField[] {
  const { t } = useI18n();
  const filter = filterFieldsIn(t, "adminArticles.filters");
  return [
    filter.anyOf("status", "anyStatus", CONTENT_STATUSES, "adminArticles.statuses"),
    filter.anyOf("language", "anyLanguage", LANGUAGES, "adminArticles.languages"),
  ];
}

/** The language column and the date of the last change. */
export function useContentColumns<T extends { language: string; updatedAt: string }>() {
  const column = useColumns<T>();
  return {
    language: column.label("language", "adminArticles.columns.language", "adminArticles.languages", (r) => r.language),
    updated: column.date("updated", "adminArticles.columns.updated", (row) => row.updatedAt),
  };
}
