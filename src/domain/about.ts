// The About menu's pages (spec 03): /about, four guide pages, /affiliates and /network, and the "coming soon" pages
// that stand where a later issue's page will be. Texts are in i18n/about.*.json; this module says which parts each
// page has (the guides' links are typed by the route tree in src/features/about/guide-page.tsx).

export const GUIDE_SLUGS = [
  "international-career",
  "career-in-the-united-nations",
  "internships",
  "remote-work",
] as const;
export type GuideSlug = (typeof GUIDE_SLUGS)[number];

/** Per guide: how many points each of its four sections lists (0: a paragraph only). */
export const GUIDE_POINTS: Record<GuideSlug, [number, number, number, number]> = {
  "international-career": [4, 3, 2, 0],
  "career-in-the-united-nations": [4, 0, 0, 2],
  internships: [3, 0, 0, 0],
  "remote-work": [3, 0, 0, 0],
};

/** The team on /about: i18n keys about.aboutPage.team.m1…m6; avatars are drawn from the Latin name. */
export const TEAM = [
  { id: "m1", seed: "Anna Smirnova" },
  { id: "m2", seed: "Pavel Orlov" },
  { id: "m3", seed: "Irina Sokolova" },
  { id: "m4", seed: "Marina Volkova" },
  { id: "m5", seed: "Olga Belova" },
  { id: "m6", seed: "Dmitry Kuznetsov" },
] as const;

/** /affiliates: the four how-it-works points (spec 03). */
export const AFFILIATE_STEPS = ["h1", "h2", "h3", "h4"] as const;

/** The AI tools' addresses under /tools/ (the menu links to each). */
export const TOOL_SLUGS = [
  "cover-letter",
  "interview-coach",
  "career-summary",
  "job-keywords",
  "achievements",
] as const;

/**
 * The two legal documents (/terms, /privacy): their sections (about.legal.<doc>.sections.s1…) and the date of the
 * version in force. A sign-up records this date as the version the new user accepted (decision 200): a new version
 * changes LEGAL_VERSION and the texts together.
 */
export const LEGAL_DOCUMENTS = { terms: 7, privacy: 6 } as const;
export type LegalDocument = keyof typeof LEGAL_DOCUMENTS;
export const LEGAL_VERSION = "2026-12-02";

/** Fixed pages of this domain for sitemap.xml. */
export const ABOUT_SITEMAP_PATHS = [
  "/about",
  "/terms",
  "/privacy",
  ...GUIDE_SLUGS.map((s) => `/${s}`),
  "/partnership",
  "/affiliates",
  "/network",
];

/**
 * The club in numbers (spec 01's counters 10+, 230+, 570+, 2600+): one figure, one meaning, shown by the home page's
 * experts block and by /about alike. The labels are home.experts.counters.<key> in both dictionaries.
 */
export const CLUB_NUMBERS = [
  { figure: "10+", key: "years" },
  { figure: "230+", key: "experts" },
  { figure: "570+", key: "offers" },
  { figure: "2600+", key: "members" },
] as const;
