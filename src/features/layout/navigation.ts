// The site's menus from spec 03 'Site header and navigation', as data shared by the desktop and mobile menus.
export type NavLink = { key: string; to: string; external?: boolean };
export type NavGroup = { key: string; items: NavLink[] };

/** The resume builder lives on a partner site. */
export const RESUME_BUILDER_URL = "https://resume.fellows.club/";

export const TOP_LINKS: NavLink[] = [
  { key: "nav.jobs", to: "/jobs" },
  { key: "nav.articles", to: "/articles" },
];

export const MENU_GROUPS: NavGroup[] = [
  {
    key: "nav.aiTools",
    items: [
      { key: "nav.tools.resumeBuilder", to: RESUME_BUILDER_URL, external: true },
      { key: "nav.tools.coverLetter", to: "/tools/cover-letter" },
      { key: "nav.tools.interviewCoach", to: "/tools/interview-coach" },
      { key: "nav.tools.careerSummary", to: "/tools/career-summary" },
      { key: "nav.tools.jobKeywords", to: "/tools/job-keywords" },
      { key: "nav.tools.achievements", to: "/tools/achievements" },
    ],
  },
  {
    key: "nav.coaching",
    items: [
      { key: "nav.services.all", to: "/services" },
      { key: "nav.services.un", to: "/services/un" },
      { key: "nav.services.interviews", to: "/services/interviews" },
    ],
  },
  {
    key: "nav.aboutUs",
    items: [
      { key: "nav.about.about", to: "/about" },
      { key: "nav.about.internationalCareer", to: "/international-career" },
      { key: "nav.about.careerInUn", to: "/career-in-the-united-nations" },
      { key: "nav.about.internships", to: "/internships" },
      { key: "nav.about.remoteWork", to: "/remote-work" },
      { key: "nav.about.partnership", to: "/partnership" },
      { key: "nav.about.affiliates", to: "/affiliates" },
      // The two directories (spec 01) have no place of their own in spec 03's menus; they sit with the club's pages.
      { key: "nav.about.experts", to: "/experts" },
      { key: "nav.about.partners", to: "/partners" },
    ],
  },
];

/** The footer's club column: the first pages of About us and the two directories. */
export const FOOTER_CLUB_LINKS: NavLink[] = [
  ...MENU_GROUPS.find((g) => g.key === "nav.aboutUs")!.items.slice(0, 5),
  { key: "nav.about.experts", to: "/experts" },
  { key: "nav.about.partners", to: "/partners" },
];

export const FOOTER_CABINET_LINKS: NavLink[] = [
  { key: "footer.profile", to: "/profile" },
  { key: "footer.tracker", to: "/profile/job-application-tracker" },
  { key: "footer.support", to: "/support" },
];
