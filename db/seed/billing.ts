// The demo billing catalogue: the two club plans, the first-timer offer, the coaching and education services of
// spec 01 at the spec's dollar prices (ruble prices follow the products exchange rate unless set), and two coupons.
import type { DbOrTx } from "../client.ts";
import { pictureUrl } from "../../src/domain/pictures.ts";
import { eq } from "drizzle-orm";
import { coupons, customDiscounts, plans, productFiles, products } from "../schema/index.ts";

/** Stripe's prices of the demo plans (the local Stripe fake knows them; a real account would create its own). */
export const DEMO_STRIPE_PRICES = { monthly: "price_club_monthly", annual: "price_club_annual" } as const;

/** The demo coupons; the local Stripe fake holds the same coupons under their Stripe ids (payment-providers.ts). */
export const DEMO_COUPONS = [
  { code: "WELCOME10", kind: "SUBSCRIPTIONS", discountBasisPoints: 1000, stripeCouponId: "demo_welcome10" },
  { code: "SERVICE15", kind: "PRODUCTS", discountBasisPoints: 1500, stripeCouponId: "demo_service15" },
] as const;

/** The demo downloadable product's file, in private storage (db/seed/demo-files.ts writes it). */
export const DEMO_PRODUCT_FILE = { key: "private/demo/cv-checklist.pdf", fileName: "cv-checklist.pdf" } as const;

const usd = (dollars: number) => Math.round(dollars * 100);
const rub = (rubles: number) => rubles * 100;

const PLAN_FEATURES = {
  ru: [
    "Все вакансии клуба целиком, с работодателем и ссылкой на отклик",
    "Все статьи и шаги учебных треков",
    "Больше запусков ИИ-инструментов каждый месяц",
    "Закрытый чат участников и встречи с экспертами",
  ],
  en: [
    "Every club job in full, with the employer and the link to apply",
    "Every article and every learning-path step",
    "More AI-tool runs every month",
    "The members' chat and meetings with experts",
  ],
};

/** [slug, kind, category, USD price, Russian title, English title, Russian benefits, English benefits] */
type Service = [string, "Coaching" | "MockInterview", string, number, string, string, string, string];
const SERVICES: Service[] = [
  [
    "career-consultation",
    "Coaching",
    "CAREER",
    0,
    "Бесплатная карьерная консультация",
    "Free career consultation",
    "20 минут с карьерным консультантом клуба | Разбор вашей ситуации и целей | План ближайших шагов",
    "20 minutes with the club's career consultant | A look at where you are and where you want to be | A plan of next steps",
  ],
  [
    "cv",
    "Coaching",
    "CAREER",
    160,
    "Резюме под международную вакансию",
    "A CV for international jobs",
    "Разбор текущего резюме | Новая структура под вакансию | Две правки",
    "Review of your CV | A new structure for the role | Two rounds of edits",
  ],
  [
    "mock-interview",
    "MockInterview",
    "MOCK_INTERVIEW",
    120,
    "Пробное интервью",
    "Mock interview",
    "Интервью по компетенциям | Разбор ответов | Письменная обратная связь",
    "A competency-based interview | Review of your answers | Written feedback",
  ],
  [
    "cover-letter",
    "Coaching",
    "CAREER",
    120,
    "Сопроводительное письмо",
    "Cover letter",
    "Письмо под вакансию | Одна правка",
    "A letter for the role | One round of edits",
  ],
  [
    "career-chat",
    "Coaching",
    "CAREER",
    100,
    "Карьерный чат",
    "Career chat",
    "Неделя вопросов в чате | Ответы в течение дня",
    "A week of questions in chat | Answers within a day",
  ],
  [
    "consultation",
    "Coaching",
    "CAREER",
    100,
    "Карьерная консультация",
    "Career consultation",
    "60 минут по видеосвязи | План действий после встречи",
    "60 minutes by video | An action plan afterwards",
  ],
  [
    "portfolio",
    "Coaching",
    "CAREER",
    200,
    "Портфолио",
    "Portfolio",
    "Структура портфолио | Подбор работ | Оформление",
    "Portfolio structure | Choice of work | Layout",
  ],
  [
    "combined-service",
    "Coaching",
    "CAREER",
    350,
    "Резюме, письмо и профиль",
    "CV, letter and profile",
    "Резюме | Сопроводительное письмо | Профиль LinkedIn",
    "CV | Cover letter | LinkedIn profile",
  ],
  [
    "university-selection",
    "Coaching",
    "EDUCATION",
    300,
    "Подбор университетов",
    "University selection",
    "Список программ под ваш профиль | Сроки и требования",
    "Programmes that fit your profile | Deadlines and requirements",
  ],
  [
    "un-application",
    "Coaching",
    "UN",
    150,
    "Заявка в ООН",
    "A United Nations application",
    "Разбор вакансии ООН | Личная история (P11 / Inspira) | Ответы на вопросы по компетенциям",
    "Review of the UN vacancy | Your personal history form (P11 / Inspira) | Answers to the competency questions",
  ],
  [
    "personal-support",
    "Coaching",
    "EDUCATION",
    1000,
    "Сопровождение поступления",
    "Admission support",
    "Выбор программ | Документы | Подготовка к интервью",
    "Choice of programmes | Documents | Interview preparation",
  ],
  [
    "linkedin-profile",
    "Coaching",
    "CAREER",
    200,
    "Профиль LinkedIn",
    "LinkedIn profile",
    "Аудит профиля | Заголовок и описание под цель | Ключевые слова для рекрутеров",
    "Profile audit | Headline and summary for your goal | Keywords recruiters search for",
  ],
  [
    "edit-cover-letter",
    "Coaching",
    "CAREER",
    120,
    "Редактура сопроводительного письма",
    "Cover letter editing",
    "Правка вашего письма | Структура и тон | Одна повторная проверка",
    "Edits to your letter | Structure and tone | One more review",
  ],
  [
    "job-selection",
    "Coaching",
    "CAREER",
    150,
    "Подбор вакансий",
    "Job selection",
    "Анализ вашего опыта | 15 подходящих вакансий | Советы по откликам",
    "A review of your experience | 15 matching vacancies | Advice on applying",
  ],
  [
    "career-guidance",
    "Coaching",
    "CAREER",
    75,
    "Профориентация",
    "Career guidance",
    "Тест и разбор сильных сторон | Три карьерных направления | План первых шагов",
    "A strengths test and review | Three career directions | A plan for the first steps",
  ],
  [
    "mentorship-service",
    "Coaching",
    "CAREER",
    600,
    "Менторство",
    "Mentorship",
    "Месяц работы с ментором | Четыре встречи | Чат между встречами",
    "A month with a mentor | Four sessions | Chat between sessions",
  ],
  [
    "promotion-on-linkedin",
    "Coaching",
    "CAREER",
    600,
    "Продвижение в LinkedIn",
    "Promotion on LinkedIn",
    "Стратегия контента | Восемь постов | Рост сети контактов",
    "A content strategy | Eight posts | A growing network",
  ],
  [
    "job-search-start",
    "Coaching",
    "CAREER",
    300,
    "Старт поиска работы",
    "Job search start",
    "Резюме | Сопроводительное письмо | Консультация",
    "CV | Cover letter | Consultation",
  ],
  [
    "career-switch",
    "Coaching",
    "CAREER",
    490,
    "Смена карьеры",
    "Career switch",
    "Профориентация | Резюме и LinkedIn | Пробное интервью",
    "Career guidance | CV and LinkedIn | Mock interview",
  ],
  [
    "mentorship-programme",
    "Coaching",
    "CAREER",
    1200,
    "Программа с ментором",
    "Mentorship programme",
    "Два месяца с ментором | Документы под вакансии | Подготовка к интервью",
    "Two months with a mentor | Documents for your applications | Interview preparation",
  ],
  [
    "education-consultation",
    "Coaching",
    "EDUCATION",
    120,
    "Консультация по учёбе за рубежом",
    "Studies consultation",
    "Страны и программы | Сроки и документы | План поступления",
    "Countries and programmes | Deadlines and documents | An admission plan",
  ],
  [
    "written-work",
    "Coaching",
    "EDUCATION",
    100,
    "Письменная работа",
    "Written work",
    "Структура и аргументация | Академический стиль | Одна правка",
    "Structure and argument | Academic style | One round of edits",
  ],
  [
    "motivational-letter",
    "Coaching",
    "EDUCATION",
    100,
    "Мотивационное письмо",
    "Motivational letter",
    "Ваша история под программу | Структура письма | Две правки",
    "Your story for the programme | The letter's structure | Two rounds of edits",
  ],
  [
    "letter-of-recommendation",
    "Coaching",
    "EDUCATION",
    100,
    "Рекомендательное письмо",
    "Letter of recommendation",
    "Черновик для рекомендателя | Примеры достижений | Правка по отзыву",
    "A draft for your referee | Examples of achievements | Edits after feedback",
  ],
  [
    "effective-speaker",
    "Coaching",
    "SELF_DEVELOPMENT",
    50,
    "Эффективный спикер",
    "Effective speaker",
    "Встреча с экспертом по публичным выступлениям | Разбор вашего выступления | Упражнения",
    "A session with a public-speaking expert | A review of your talk | Exercises",
  ],
  [
    "find-your-way",
    "Coaching",
    "SELF_DEVELOPMENT",
    50,
    "Найти свой путь",
    "Find your way",
    "Встреча с коучем | Ценности и цели | План на три месяца",
    "A session with a coach | Values and goals | A three-month plan",
  ],
  [
    "life-strategy",
    "Coaching",
    "SELF_DEVELOPMENT",
    50,
    "Жизненная стратегия",
    "Life strategy",
    "Встреча с экспертом | Баланс работы и жизни | Личная стратегия на год",
    "A session with an expert | Work-life balance | A personal strategy for the year",
  ],
  [
    "mentorship-olga-belova",
    "Coaching",
    "CAREER",
    600,
    "Менторство с Ольгой Беловой",
    "Mentorship with Olga Belova",
    "Ментор — HR-директор с 15-летним опытом | Четыре встречи за месяц | Вдвоём с вторым ментором — $750",
    "Your mentor: an HR director with 15 years' experience | Four sessions in a month | With a second mentor: $750",
  ],
  [
    "consultation-pavel-orlov",
    "Coaching",
    "SELF_DEVELOPMENT",
    50,
    "Консультация с Павлом Орловым",
    "Consultation with Pavel Orlov",
    "Коуч по публичным выступлениям | 60 минут по видеосвязи | Упражнения после встречи",
    "A public-speaking coach | 60 minutes by video | Exercises afterwards",
  ],
  [
    "consultation-irina-sokolova",
    "Coaching",
    "SELF_DEVELOPMENT",
    50,
    "Консультация с Ириной Соколовой",
    "Consultation with Irina Sokolova",
    "Карьерный коуч | 60 минут по видеосвязи | План на месяц",
    "A career coach | 60 minutes by video | A plan for the month",
  ],
  [
    "consultation-marina-volkova",
    "Coaching",
    "SELF_DEVELOPMENT",
    50,
    "Консультация с Мариной Волковой",
    "Consultation with Marina Volkova",
    "Психолог, работа со стрессом и выгоранием | 60 минут по видеосвязи | Практики на каждый день",
    "A psychologist for stress and burnout | 60 minutes by video | Everyday practices",
  ],
];

export async function seedBillingCatalogue(db: DbOrTx): Promise<void> {
  await db.insert(plans).values([
    {
      billingCycle: "MONTHLY",
      titleRu: "Месяц в клубе",
      titleEn: "Monthly membership",
      descriptionRu: "Полный доступ к клубу, оплата каждый месяц.",
      descriptionEn: "Full access to the club, billed every month.",
      featuresRu: PLAN_FEATURES.ru,
      featuresEn: PLAN_FEATURES.en,
      priceUsd: usd(20),
      priceRub: rub(1900),
      stripePriceId: DEMO_STRIPE_PRICES.monthly,
      sortOrder: 1,
    },
    {
      billingCycle: "ANNUALLY",
      titleRu: "Год в клубе",
      titleEn: "Annual membership",
      descriptionRu: "Полный доступ к клубу на год: на 20% дешевле, чем помесячно.",
      descriptionEn: "Full access to the club for a year: 20% less than monthly.",
      featuresRu: PLAN_FEATURES.ru,
      featuresEn: PLAN_FEATURES.en,
      priceUsd: usd(192),
      priceRub: rub(18200),
      stripePriceId: DEMO_STRIPE_PRICES.annual,
      sortOrder: 2,
    },
  ]);
  await db.insert(customDiscounts).values({
    name: "First week free",
    trialPeriodDays: 7,
    discountAfterTrial: 50,
    discountedCharges: 1,
    groupDescription: "Первая неделя бесплатно, затем первый месяц за полцены",
    groupDescriptionEn: "The first week free, then half price for the first month",
    active: true,
  });
  await db.insert(products).values(
    SERVICES.flatMap(([slug, kind, category, price, titleRu, titleEn, benefitsRu, benefitsEn], i) =>
      (["ru", "en"] as const).map((language) => ({
        slug,
        language,
        kind,
        category: category as "CAREER",
        title: language === "ru" ? titleRu : titleEn,
        description: language === "ru" ? benefitsRu : benefitsEn,
        priceUsd: usd(price),
        picture: pictureUrl("cover", slug),
        sortOrder: i,
      }))
    ),
  );
  // A downloadable product: a checklist PDF, downloaded by buyers through short-lived signed links.
  const [checklist] = await db.insert(products).values([
    {
      slug: "cv-checklist",
      language: "ru" as const,
      kind: "DownloadableMedia" as const,
      category: "CAREER" as const,
      title: "Чек-лист резюме для международных вакансий",
      description: "25 пунктов проверки | Примеры формулировок | PDF",
      priceUsd: usd(10),
      picture: pictureUrl("cover", "cv-checklist"),
      sortOrder: SERVICES.length,
    },
    {
      slug: "cv-checklist",
      language: "en" as const,
      kind: "DownloadableMedia" as const,
      category: "CAREER" as const,
      title: "CV checklist for international jobs",
      description: "25 checks | Wording examples | PDF",
      priceUsd: usd(10),
      picture: pictureUrl("cover", "cv-checklist"),
      sortOrder: SERVICES.length,
    },
  ]).returning();
  const all = await db.select({ id: products.id }).from(products).where(eq(products.slug, checklist.slug));
  await db.insert(productFiles).values(
    all.map((p) => ({ productId: p.id, fileName: DEMO_PRODUCT_FILE.fileName, storageKey: DEMO_PRODUCT_FILE.key })),
  );
  await db.insert(coupons).values(DEMO_COUPONS.map((c) => ({ ...c })));
}

/** True when no plan exists yet (a database seeded before the catalogue existed gets it at its next start). */
export async function isCatalogueEmpty(db: DbOrTx): Promise<boolean> {
  return (await db.select({ id: plans.id }).from(plans).limit(1)).length === 0;
}
