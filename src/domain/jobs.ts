// Job search rules shared by the jobs page and the resolver (no valibot here: the page bundle stays small; the
// input schemas are in jobs-input.ts).

export const JOBS_PAGE_SIZE = 9;

/** The tags jobs carry (filters, demo and synthetic data). */
export const JOB_TAGS = [
  "remote",
  "hybrid",
  "relocation",
  "internship",
  "entry-level",
  "english",
  "russian-speaking",
  "fixed-term",
  "consultancy",
  "full-time",
  "part-time",
  "visa-sponsorship",
] as const;
export const JOBS_SEARCH_MIN = 3;
/** Anonymous visitors' first page starts with up to this many jobs open to everyone. */
export const ANONYMOUS_PREVIEW_MAX = 3;
/** Totals are exact up to this many matches; beyond it the count stops and the page says "100+ jobs". */
export const JOBS_COUNT_CAP = 100;
export const JOBS_MAX_LIMIT = 50;

/** Text shorter than the minimum does not search (the page sends nothing until 3 characters). */
export function effectiveSearch(text: string | undefined): string | undefined {
  const t = text?.trim();
  return t && t.length >= JOBS_SEARCH_MIN ? t : undefined;
}

/** A vacancy is open while its openUntil is in the future (or it has none). */
export function isOpen(job: { openUntil: string | Date | null }, now = new Date()): boolean {
  return !job.openUntil || new Date(job.openUntil).getTime() > now.getTime();
}
