// Articles and learning paths are written in one language: their page exists only under that locale, so the head
// declares no alternate in the other language (it would serve the same text marked as a translation).
import type { pageHead } from "./seo.ts";

type Head = ReturnType<typeof pageHead>;

/** The page's head with hreflang for the content's own language only (no other-locale or x-default alternate). */
export function headInLanguage(head: Head, language: "ru" | "en"): Head {
  if (!("links" in head) || !head.links) return head;
  return { ...head, links: head.links.filter((link) => link.rel !== "alternate" || link.hrefLang === language) };
}
