// A directory's state in the URL (experts, partners): ?q=…&<list>=1,2&…&language=en&sort=alphabeticallyAZ.
// Parsing drops what is not valid; building the link gives one canonical order (q, the lists as declared, sort), as
// the jobs list does. Each directory declares its lists: ids, two-letter language codes, or a fixed set of values.
import { DIRECTORY_SEARCH_MIN, DIRECTORY_SORTS, type DirectorySort } from "../domain/directories.ts";
import { idListParam, listParam, stringifySearch } from "./search-params.ts";

/** What a list holds: database ids, language codes, or one of the given values. */
export type ListKind = "ids" | "languages" | readonly string[];

export type DirectorySearch<K extends string> = { q?: string; sort?: DirectorySort } & { [P in K]?: string };

export function directorySearch<K extends string>(lists: Record<K, ListKind>) {
  type Search = DirectorySearch<K>;
  const keys = Object.keys(lists) as K[];
  const valuesOf = (kind: ListKind, raw: unknown): string[] =>
    kind === "ids"
      ? idListParam(raw)
      : kind === "languages"
      ? listParam(raw).filter((l) => /^[a-z]{2}$/.test(l)).slice(0, 20)
      : listParam(raw).filter((v) => kind.includes(v));

  const parse = (search: Record<string, unknown>): Search => {
    const out: Record<string, string> = {};
    const q = typeof search.q === "string" ? search.q.trim().slice(0, 100) : "";
    if (q.length >= DIRECTORY_SEARCH_MIN) out.q = q;
    for (const key of keys) {
      const values = valuesOf(lists[key], search[key]);
      if (values.length) out[key] = values.join(",");
    }
    if ((DIRECTORY_SORTS as readonly unknown[]).includes(search.sort) && search.sort !== "latest") {
      out.sort = search.sort as DirectorySort;
    }
    return out as Search;
  };

  const toString = (search: Search): string =>
    stringifySearch({ q: search.q, ...Object.fromEntries(keys.map((k) => [k, search[k]])), sort: search.sort }) ||
    "?";

  /** The values chosen in a list. */
  const chosen = (search: Search, key: K): string[] => (search[key] ? search[key]!.split(",") : []);

  return {
    parse,
    toString,
    chosen,
    has: (search: Search, key: K, value: string) => chosen(search, key).includes(value),
    /** The link that adds a value to a list, or takes it out. */
    toggle: (search: Search, key: K, value: string): string => {
      const current = chosen(search, key);
      const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
      return toString({ ...search, [key]: next.join(",") || undefined });
    },
    /** How many values are chosen over all lists. */
    active: (search: Search): number => keys.reduce((n, k) => n + chosen(search, k).length, 0),
    /** The link that keeps only the text search and the sort. */
    reset: (search: Search): string => toString({ q: search.q, sort: search.sort } as Search),
    /** The link that sorts ("latest", the default, is left out). */
    sorted: (search: Search, sort: DirectorySort): string =>
      toString({ ...search, sort: sort === "latest" ? undefined : sort }),
  };
}

/** A chosen list as the API takes it: its values, or undefined when none is chosen (spec 01 §5). */
export const filterList = (value: string | undefined) => (value ? value.split(",") : undefined);

export type DirectorySearchModule<K extends string> = ReturnType<typeof directorySearch<K>>;
