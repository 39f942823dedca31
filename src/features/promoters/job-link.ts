// The promoter's job link: the locale's jobs page carrying their subscriptions code, and how it is shown (spec 03 §9:
// truncated to 40 characters, 30 on phones).
import type { Locale } from "../../domain/locale.ts";

export const JOB_LINK_MAX = 40;
export const JOB_LINK_MAX_PHONE = 30;

export function jobLinkOf(origin: string, locale: Locale, code: string): string {
  return `${origin}/${locale}/jobs/?promo=${encodeURIComponent(code)}`;
}

/** The link cut to `max` characters, the last one an ellipsis when it was longer. */
export function truncateLink(link: string, max: number): string {
  return link.length <= max ? link : `${link.slice(0, max - 1)}…`;
}
