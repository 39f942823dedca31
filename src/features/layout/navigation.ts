// The site's menus from spec 03 'Site header and navigation', as data shared by the desktop and mobile menus.
import type { ExternalLink, LinkTarget } from "../../ui/locale-link.tsx";

/** A menu item: a page of the app, or another site (opened in a new tab). */
export type NavLink = { key: string } & (LinkTarget | ExternalLink);
export type NavGroup = { key: string; items: NavLink[] };

/** The resume builder lives on a partner site. */
export const RESUME_BUILDER_URL = "https://resume.fellows.club/";

export const TOP_LINKS: NavLink[] = [
  { key: "nav.jobs", to: "/$locale/jobs" },
  { key: "nav.articles", to: "/$locale/articles" },
];

export const MENU_GROUPS: NavGroup[] = [
  {
    key: "nav.aiTools",
    items: [
      { key: "nav.tools.resumeBuilder", href: RESUME_BUILDER_URL, external: true },
      { key: "nav.tools.coverLetter", to: "/$locale/tools/$tool", params: { tool: "cover-letter" } },
      { key: "nav.tools.interviewCoach", to: "/$locale/tools/$tool", params: { tool: "interview-coach" } },
      { key: "nav.tools.careerSummary", to: "/$locale/tools/$tool", params: { tool: "career-summary" } },
      { key: "nav.tools.jobKeywords", to: "/$locale/tools/$tool", params: { tool: "job-keywords" } },
      { key: "nav.tools.achievements", to: "/$locale/tools/$tool", params: { tool: "achievements" } },
    ],
  },
  {
    key: "nav.coaching",
    items: [
      { key: "nav.services.all", to: "/$locale/services" },
      { key: "nav.services.un", to: "/$locale/services/un" },
      { key: "nav.services.interviews", to: "/$locale/services/interviews" },
    ],
  },
  {
    key: "nav.aboutUs",
    items: [
      { key: "nav.about.about", to: "/$locale/about" },
      { key: "nav.about.internationalCareer", to: "/$locale/international-career" },
      { key: "nav.about.careerInUn", to: "/$locale/career-in-the-united-nations" },
      { key: "nav.about.internships", to: "/$locale/internships" },
      { key: "nav.about.remoteWork", to: "/$locale/remote-work" },
      { key: "nav.about.partnership", to: "/$locale/partnership" },
      { key: "nav.about.affiliates", to: "/$locale/affiliates" },
      // The two directories (spec 01) have no place of their own in spec 03's menus; they sit with the club's pages.
      { key: "nav.about.experts", to: "/$locale/experts" },
      { key: "nav.about.partners", to: "/$locale/partners" },
    ],
  },
];

/** The footer's club column: the first pages of About us and the two directories. */
export const FOOTER_CLUB_LINKS: NavLink[] = [
  ...MENU_GROUPS.find((g) => g.key === "nav.aboutUs")!.items.slice(0, 5),
  { key: "nav.about.experts", to: "/$locale/experts" },
  { key: "nav.about.partners", to: "/$locale/partners" },
];

export const FOOTER_CABINET_LINKS: NavLink[] = [
  { key: "footer.profile", to: "/$locale/profile" },
  { key: "footer.tracker", to: "/$locale/profile/job-application-tracker" },
  { key: "footer.support", to: "/$locale/support" },
];
