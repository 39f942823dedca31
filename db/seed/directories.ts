// Demo experts and partner companies for the directories: published and approved profiles, one awaiting moderation
// and one published but never approved (neither is public), and partner companies of every category with one draft.
// Profiles are written in Russian or in English (their `language`), so each locale's lists show both kinds.
import { inArray } from "drizzle-orm";
import { languageOfText } from "../../src/domain/content-language.ts";
import { pictureUrl } from "../../src/domain/pictures.ts";
import type { DbOrTx } from "../client.ts";
import {
  countries,
  expertActivities,
  expertCompanies,
  expertExperience,
  expertLocations,
  expertRequests,
  experts,
  expertServices,
  expertToActivities,
  expertToRequests,
  partnerCategories,
  partnerCompanies,
  partnerCompanyCategories,
  partnerCompanyTags,
  partnerLocations,
  partnerReviews,
  partnerServices,
  partnerTags,
} from "../schema/index.ts";

const ACTIVITIES: Array<[string, string, string]> = [
  ["career-coaching", "Карьерный коучинг", "Career coaching"],
  ["cv-review", "Резюме и сопроводительные письма", "CVs and cover letters"],
  ["interviews", "Подготовка к интервью", "Interview preparation"],
  ["un-careers", "Карьера в ООН", "Careers in the UN"],
  ["education", "Образование за рубежом", "Studying abroad"],
  ["relocation", "Релокация", "Relocation"],
];

const REQUESTS: Array<[string, string, string]> = [
  ["first-job-abroad", "Первая работа за рубежом", "A first job abroad"],
  ["career-switch", "Смена профессии", "A career switch"],
  ["promotion", "Повышение", "A promotion"],
  ["admission", "Поступление", "University admission"],
];

const COMPANIES: Array<[string]> = [["UNDP"], ["UNICEF"], ["World Bank"], ["Google"], ["Deloitte"], ["OSCE"]];

type DemoExpert = {
  slug: string;
  /** The language the profile is written in (English unless said). */
  language?: "ru" | "en";
  name: string;
  position: string;
  description: string;
  usefulness: string;
  countries: string[];
  languages: string[];
  activities: string[];
  requests: string[];
  experience: Array<[string, string, string, string | null]>;
  /** What the expert sells: title, meetings, price in minor units and currency (none: by agreement). */
  services?: Array<{ title: string; meetingsInfo: string; description: string; price?: [number, "RUB" | "USD"] }>;
  state?: "moderation" | "unapproved";
  daysAgo: number;
};

const EXPERTS: DemoExpert[] = [
  {
    slug: "olga-belova",
    name: "Olga Belova",
    position: "Mentor, HR business partner",
    description: "Twelve years in HR at international companies; helps people plan a move into a new role abroad.",
    usefulness: "<p>Career plans, salary negotiation, the first 90 days in a new job.</p>",
    countries: ["DE", "RU"],
    languages: ["ru", "en", "de"],
    activities: ["career-coaching", "interviews"],
    requests: ["career-switch", "promotion"],
    experience: [["Deloitte", "HR business partner", "2016-03-01", null]],
    services: [
      {
        title: "Career strategy session",
        meetingsInfo: "1 meeting, 60 minutes, online",
        description: "<p>We look at where you are, where you want to be and the next three steps.</p>",
        price: [9_000, "USD"],
      },
      {
        title: "Salary negotiation rehearsal",
        meetingsInfo: "2 meetings, 45 minutes each",
        description: "<p>A mock negotiation with a written script for your offer.</p>",
        price: [1_200_000, "RUB"],
      },
    ],
    daysAgo: 3,
  },
  {
    slug: "pavel-orlov",
    name: "Pavel Orlov",
    position: "Interview trainer, former UN recruiter",
    description: "Sat on UN selection panels for eight years; rehearses competency-based interviews with candidates.",
    usefulness: "<p>Competency-based interviews, written tests, PHP forms.</p>",
    countries: ["CH"],
    languages: ["ru", "en", "fr"],
    activities: ["interviews", "un-careers"],
    requests: ["first-job-abroad"],
    experience: [["UNDP", "Recruitment specialist", "2012-01-01", "2020-06-30"], [
      "OSCE",
      "Consultant",
      "2020-07-01",
      null,
    ]],
    services: [{
      title: "UN competency-based interview rehearsal",
      meetingsInfo: "1 meeting, 90 minutes",
      description: "<p>A full panel interview with feedback on every answer.</p>",
      price: [12_000, "USD"],
    }, {
      title: "P11 / PHP form review",
      meetingsInfo: "Written feedback within 5 days",
      description: "<p>By agreement, depending on the length of your form.</p>",
    }],
    daysAgo: 5,
  },
  {
    slug: "irina-sokolova",
    name: "Irina Sokolova",
    position: "Editor, CV and cover letter coach",
    description: "Edits CVs and cover letters for international applications in English and French.",
    usefulness: "<p>CVs that pass screening, cover letters that get read.</p>",
    countries: ["FR"],
    languages: ["ru", "en", "fr"],
    activities: ["cv-review"],
    requests: ["first-job-abroad", "career-switch"],
    experience: [["UNICEF", "Communications officer", "2015-09-01", "2021-12-31"]],
    daysAgo: 8,
  },
  {
    slug: "marina-volkova",
    language: "ru",
    name: "Марина Волкова",
    position: "Консультант по поступлению",
    description: "Помогает студентам выбрать университет и написать мотивационное письмо в магистратуру в Европе.",
    usefulness: "<p>Выбор университета, мотивационные письма, стипендии.</p>",
    countries: ["NL", "RU"],
    languages: ["ru", "en"],
    activities: ["education"],
    requests: ["admission"],
    experience: [["World Bank", "Младший специалист", "2017-09-01", "2019-08-31"]],
    daysAgo: 12,
  },
  {
    slug: "anna-smirnova",
    language: "ru",
    name: "Анна Смирнова",
    position: "Карьерный консультант, ранее в ПРООН",
    description: "Основательница клуба; консультирует по карьере в международном развитии и в системе ООН.",
    usefulness: "<p>Стратегия карьеры в ООН, консультантские контракты, нетворкинг.</p>",
    countries: ["US", "RU"],
    languages: ["ru", "en"],
    activities: ["career-coaching", "un-careers"],
    requests: ["first-job-abroad", "promotion"],
    experience: [["UNDP", "Аналитик программ", "2010-02-01", "2018-05-31"]],
    daysAgo: 20,
  },
  {
    slug: "dmitry-kuznetsov",
    name: "Dmitry Kuznetsov",
    position: "Product manager, relocation mentor",
    description: "Moved to a product role in Berlin; mentors engineers and managers relocating to Europe.",
    usefulness: "<p>Tech interviews, relocation packages, visas in Germany.</p>",
    countries: ["DE"],
    languages: ["ru", "en"],
    activities: ["relocation", "interviews"],
    requests: ["first-job-abroad", "career-switch"],
    experience: [["Google", "Product manager", "2019-04-01", null]],
    daysAgo: 30,
  },
  {
    slug: "elena-morozova",
    language: "ru",
    name: "Елена Морозова",
    position: "Координатор программ, ОБСЕ",
    description:
      "Координирует программы в Вене; рассказывает о стажировках и младших позициях в международных организациях.",
    usefulness: "<p>Стажировки, программы JPO, первые контракты.</p>",
    countries: ["AT"],
    languages: ["ru", "en", "de"],
    activities: ["un-careers", "career-coaching"],
    requests: ["first-job-abroad"],
    experience: [["OSCE", "Координатор программ", "2018-01-15", null]],
    daysAgo: 45,
  },
  {
    slug: "sergey-pavlov",
    language: "ru",
    name: "Сергей Павлов",
    position: "Аналитик данных, ментор по смене профессии",
    description: "Перешёл из финансов в анализ данных; помогает спланировать переход в аналитику.",
    usefulness: "<p>Портфолио, первая работа в аналитике, собеседования.</p>",
    countries: ["GB"],
    languages: ["ru", "en"],
    activities: ["career-coaching", "cv-review"],
    requests: ["career-switch"],
    experience: [["Deloitte", "Аналитик данных", "2020-02-01", null]],
    daysAgo: 60,
  },
  {
    slug: "tatiana-lebedeva",
    name: "Tatiana Lebedeva",
    position: "Coach awaiting moderation",
    description: "A new profile that a moderator has not looked at yet.",
    usefulness: "",
    countries: ["RU"],
    languages: ["ru"],
    activities: ["career-coaching"],
    requests: ["promotion"],
    experience: [],
    state: "moderation",
    daysAgo: 1,
  },
  {
    slug: "nikita-zaytsev",
    name: "Nikita Zaytsev",
    position: "Published but never approved",
    description: "Marked published without a moderator's approval: not public.",
    usefulness: "",
    countries: ["RU"],
    languages: ["ru"],
    activities: ["cv-review"],
    requests: ["career-switch"],
    experience: [],
    state: "unapproved",
    daysAgo: 2,
  },
];

const CATEGORIES: Array<[string, string, string]> = [
  ["company", "Компания", "Company"],
  ["expert", "Эксперт", "Expert"],
  ["hr", "HR", "HR"],
  ["media-and-advertising", "Медиа и реклама", "Media and advertising"],
];

type DemoPartner = {
  slug: string;
  language: "ru" | "en";
  title: string;
  subtitle: string;
  description: string;
  categories: string[];
  tags: string[];
  countries: string[];
  languages: string[];
  features: string[];
  website: string;
  draft?: boolean;
  daysAgo: number;
};

/** The partner profiles' shared texts in the language each is written in. */
const PARTNER_TEXTS = {
  en: {
    discount: "Club members get a discount on the first order.",
    features: ["Discount for club members", "Consultation in Russian or English"],
    offer: "first consultation",
    review: { title: "Helpful and quick", text: "answered within a day and the club discount applied at once." },
    reviewer: "Club member",
  },
  ru: {
    discount: "Участники клуба получают скидку на первый заказ.",
    features: ["Скидка для участников клуба", "Консультации на русском или английском"],
    offer: "первая консультация",
    review: { title: "Полезно и быстро", text: "ответили за день, клубная скидка сработала сразу." },
    reviewer: "Участник клуба",
  },
};

const PARTNERS: DemoPartner[] = [
  [
    "lingua-pro",
    "Lingua Pro",
    "English and French for international careers",
    ["company"],
    ["languages", "education"],
    ["GB"],
    ["en", "ru"],
    2,
  ],
  [
    "relocate-me",
    "Relocate Me",
    "Пакеты релокации и визовая поддержка",
    ["company", "hr"],
    ["relocation", "visas"],
    ["DE", "NL"],
    ["en", "ru"],
    4,
  ],
  ["talent-bridge", "Talent Bridge", "Recruiting for NGOs and foundations", ["hr"], ["recruiting", "ngo"], ["CH"], [
    "en",
    "fr",
  ], 6],
  [
    "career-media",
    "Career Media",
    "Подкаст о международной карьере",
    ["media-and-advertising"],
    ["podcast"],
    ["RU"],
    ["ru"],
    9,
  ],
  [
    "study-abroad-hub",
    "Study Abroad Hub",
    "Master's admissions in Europe",
    ["company"],
    ["education", "scholarships"],
    ["NL", "FR"],
    ["en", "ru"],
    11,
  ],
  ["cv-lab", "CV Lab", "Резюме и профили LinkedIn под ключ", ["expert"], ["cv", "linkedin"], ["RU"], ["ru", "en"], 14],
  [
    "global-hr-partners",
    "Global HR Partners",
    "Executive search for international companies",
    ["hr", "company"],
    ["recruiting"],
    ["US", "GB"],
    ["en"],
    18,
  ],
  [
    "un-insider",
    "UN Insider",
    "Рассылка о вакансиях и конкурсах ООН",
    ["media-and-advertising"],
    ["un", "newsletter"],
    ["CH", "US"],
    ["en", "ru"],
    22,
  ],
  [
    "remote-first",
    "Remote First",
    "Remote jobs in distributed companies",
    ["company"],
    ["remote", "recruiting"],
    ["DE"],
    ["en"],
    27,
  ],
  ["interview-gym", "Interview Gym", "Mock interviews with recruiters", ["expert", "hr"], ["interviews"], ["GB"], [
    "en",
    "ru",
  ], 33],
  [
    "tax-abroad",
    "Tax Abroad",
    "Tax advice for people working across borders",
    ["company"],
    ["taxes", "relocation"],
    ["AT"],
    ["en", "de"],
    40,
  ],
  ["draft-partner", "Draft Partner", "A profile that is not published yet", ["company"], ["draft"], ["RU"], ["ru"], 1],
].map(([slug, title, subtitle, categories, tags, countries, languages, daysAgo]) => {
  // A subtitle in Russian makes a profile written in Russian: its description, features and offer too.
  const language = languageOfText(subtitle as string);
  return {
    slug: slug as string,
    language,
    title: title as string,
    subtitle: subtitle as string,
    description: `${subtitle}. ${PARTNER_TEXTS[language].discount}`,
    categories: categories as string[],
    tags: tags as string[],
    countries: countries as string[],
    languages: languages as string[],
    features: PARTNER_TEXTS[language].features,
    website: `https://${slug}.example.org/`,
    draft: slug === "draft-partner",
    daysAgo: daysAgo as number,
  };
});

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

export async function seedDirectories(db: DbOrTx): Promise<void> {
  const isoCodes = [...new Set([...EXPERTS.flatMap((e) => e.countries), ...PARTNERS.flatMap((p) => p.countries)])];
  const countryRows = await db.select({ id: countries.id, isoCode: countries.isoCode }).from(countries)
    .where(inArray(countries.isoCode, isoCodes));
  const countryId = new Map(countryRows.map((c) => [c.isoCode, c.id]));

  const activityRows = await db.insert(expertActivities).values(
    ACTIVITIES.map(([slug, titleRu, titleEn]) => ({ slug, titleRu, titleEn })),
  ).returning();
  const requestRows = await db.insert(expertRequests).values(
    REQUESTS.map(([slug, titleRu, titleEn]) => ({ slug, titleRu, titleEn })),
  ).returning();
  const companyRows = await db.insert(expertCompanies).values(
    COMPANIES.map(([name]) => ({ name, logo: pictureUrl("logo", name) })),
  ).returning();
  const activityId = new Map(activityRows.map((a) => [a.slug, a.id]));
  const requestId = new Map(requestRows.map((r) => [r.slug, r.id]));
  const companyId = new Map(companyRows.map((c) => [c.name, c.id]));

  const expertRows = await db.insert(experts).values(EXPERTS.map((e) => ({
    slug: e.slug,
    name: e.name,
    position: e.position,
    description: e.description,
    usefulness: e.usefulness,
    picture: pictureUrl("avatar", e.name),
    status: e.state === "moderation" ? "MODERATION" as const : "PUBLISHED" as const,
    approvedAt: e.state ? null : daysAgo(e.daysAgo),
    postedAt: daysAgo(e.daysAgo),
    languages: e.languages,
    language: e.language ?? "en",
    contacts: { website: `https://${e.slug}.example.org/`, telegram: `@${e.slug.replace("-", "_")}` },
  }))).returning({ id: experts.id, slug: experts.slug });
  const expertId = new Map(expertRows.map((e) => [e.slug, e.id]));
  const id = (map: Map<string, number>, key: string) =>
    map.get(key) ?? (() => {
      throw new Error(`seed: unknown ${key}`);
    })();
  await db.insert(expertToActivities).values(
    EXPERTS.flatMap((e) =>
      e.activities.map((a) => ({ expertId: id(expertId, e.slug), activityId: id(activityId, a) }))
    ),
  );
  await db.insert(expertToRequests).values(
    EXPERTS.flatMap((e) => e.requests.map((r) => ({ expertId: id(expertId, e.slug), requestId: id(requestId, r) }))),
  );
  await db.insert(expertLocations).values(
    EXPERTS.flatMap((e) => e.countries.map((c) => ({ expertId: id(expertId, e.slug), countryId: id(countryId, c) }))),
  );
  await db.insert(expertExperience).values(
    EXPERTS.flatMap((e) =>
      e.experience.map(([company, position, startedAt, finishedAt]) => ({
        expertId: id(expertId, e.slug),
        companyId: id(companyId, company),
        position,
        startedAt,
        finishedAt,
        isWorkingCurrently: finishedAt === null,
      }))
    ),
  );
  const services = EXPERTS.flatMap((e) =>
    (e.services ?? []).map((s, position) => ({
      expertId: id(expertId, e.slug),
      position,
      title: s.title,
      meetingsInfo: s.meetingsInfo,
      description: s.description,
      priceMinor: s.price?.[0] ?? null,
      priceCurrency: s.price?.[1] ?? null,
    }))
  );
  await db.insert(expertServices).values(services);

  const categoryRows = await db.insert(partnerCategories).values(
    CATEGORIES.map(([slug, nameRu, nameEn]) => ({ slug, nameRu, nameEn })),
  ).returning();
  const categoryId = new Map(categoryRows.map((c) => [c.slug, c.id]));
  const tagRows = await db.insert(partnerTags).values(
    [...new Set(PARTNERS.flatMap((p) => p.tags))].map((title) => ({ title })),
  ).returning();
  const tagId = new Map(tagRows.map((t) => [t.title, t.id]));
  const partnerRows = await db.insert(partnerCompanies).values(PARTNERS.map((p) => ({
    slug: p.slug,
    title: p.title,
    subtitle: p.subtitle,
    description: p.description,
    website: p.website,
    picture: pictureUrl("logo", p.title),
    features: p.features,
    languages: p.languages,
    language: p.language,
    status: p.draft ? "DRAFT" as const : "PUBLISHED" as const,
    createdAt: daysAgo(p.daysAgo),
    updatedAt: daysAgo(p.daysAgo),
  }))).returning({ id: partnerCompanies.id, slug: partnerCompanies.slug });
  const partnerId = new Map(partnerRows.map((p) => [p.slug, p.id]));
  await db.insert(partnerCompanyCategories).values(
    PARTNERS.flatMap((p) =>
      p.categories.map((c) => ({ partnerId: id(partnerId, p.slug), categoryId: id(categoryId, c) }))
    ),
  );
  await db.insert(partnerCompanyTags).values(
    PARTNERS.flatMap((p) => p.tags.map((t) => ({ partnerId: id(partnerId, p.slug), tagId: id(tagId, t) }))),
  );
  await db.insert(partnerLocations).values(
    PARTNERS.flatMap((p) =>
      p.countries.map((c) => ({ partnerId: id(partnerId, p.slug), countryId: id(countryId, c) }))
    ),
  );
  await db.insert(partnerServices).values(
    PARTNERS.filter((p) => !p.draft).map((p, i) => ({
      partnerId: id(partnerId, p.slug),
      title: `${p.title}: ${PARTNER_TEXTS[p.language].offer}`,
      description: p.subtitle,
      affiliateLink: `${p.website}?ref=fellows-club`,
      discountPercentage: 10 + (i % 3) * 5,
      priceValue: 5000 + i * 1000,
      priceCurrency: "USD",
      picture: pictureUrl("cover", `${p.title} offer`),
      promoText: "FELLOWS",
    })),
  );
  await db.insert(partnerReviews).values(
    PARTNERS.filter((p) => !p.draft).slice(0, 6).map((p) => ({
      partnerId: id(partnerId, p.slug),
      title: PARTNER_TEXTS[p.language].review.title,
      text: `${p.title} ${PARTNER_TEXTS[p.language].review.text}`,
      language: p.language,
      userName: PARTNER_TEXTS[p.language].reviewer,
      picture: pictureUrl("avatar", `${p.title} reviewer`),
    })),
  );
}
