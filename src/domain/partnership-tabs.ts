// The partnership page's tabs (spec 03) and which form each shows: apart from the forms' valibot schemas
// (src/domain/partnership.ts), because the route reads `?type=` on every page's first load and must not bring valibot.

/** The page's four tabs, in order: `?type=` is an index into this list (spec 03). */
export const PARTNERSHIP_TABS = ["media", "project", "marketing", "partner"] as const;
export type PartnershipTab = (typeof PARTNERSHIP_TABS)[number];

/** The spec's four forms (its validation table). */
export const PARTNERSHIP_KINDS = ["company", "expert", "recruiter", "media"] as const;
export type PartnershipKind = (typeof PARTNERSHIP_KINDS)[number];

/**
 * Which form each tab shows: media → media (journalists, bloggers, channels); project → expert (a specialist who makes
 * a webinar, a course or an article with the club); marketing → company (a brand's joint promotion or advertising);
 * partner → recruiter (an employer or recruiter who brings vacancies and hires the club's members).
 */
export const TAB_FORM: Record<PartnershipTab, PartnershipKind> = {
  media: "media",
  project: "expert",
  marketing: "company",
  partner: "recruiter",
};

/** `?type=`: a tab index 0–3 as a whole number (a string from the URL or a number); anything else is 0. */
export function partnershipTabIndex(value: unknown): number {
  const text = typeof value === "number" ? String(value) : value;
  if (typeof text !== "string" || !/^[0-3]$/.test(text)) return 0;
  return Number(text);
}
