// Demo content for the embedded default, in both languages. Loaded once, when the database has no countries.
import { sql } from "drizzle-orm";
import { pictureUrl } from "../../src/domain/pictures.ts";
import { type DbOrTx, rowsOf, toCount } from "../client.ts";
import { banners, countries, creepingLineBanners, globalVars, reviews, seoTags } from "../schema/index.ts";
import { COUNTRIES } from "./countries.ts";
import { seedContent } from "./content.ts";
import { seedBillingCatalogue } from "./billing.ts";
import { seedDirectories } from "./directories.ts";
import { seedFaq } from "./faq.ts";

export async function isDatabaseEmpty(db: DbOrTx): Promise<boolean> {
  const [row] = rowsOf<{ n: number | string }>(await db.execute(sql`select count(*) as n from countries`));
  return toCount(row?.n) === 0;
}

export async function seedDemoContent(db: DbOrTx): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(globalVars).values({ id: 1, usdToRubExchangeRateForProducts: "92.5" }).onConflictDoNothing();
    await tx.insert(countries).values(
      COUNTRIES.map(([isoCode, engTrans, rusTrans, region]) => ({ isoCode, engTrans, rusTrans, region })),
    )
      .onConflictDoNothing();
    await tx.insert(seoTags).values([
      {
        url: "/ru/",
        title: "Fellows Club — международная карьера и образование",
        description:
          "Клуб для тех, кто строит карьеру за рубежом: вакансии ООН и международных компаний, статьи, учебные треки и консультации экспертов.",
      },
      {
        url: "/en/",
        title: "Fellows Club — international career and education",
        description:
          "The club for people building careers abroad: UN and international jobs, articles, learning paths and expert coaching.",
      },
    ]).onConflictDoNothing();
    const slides = (language: "ru" | "en") => {
      const ru = language === "ru";
      return [
        {
          kind: "SLIDE",
          title: ru ? "Работа мечты — ближе, чем кажется" : "Your dream job is closer than it seems",
          text: ru
            ? "Сотни вакансий в ООН и международных компаниях каждый месяц."
            : "Hundreds of UN and international jobs every month.",
          buttonTitle: ru ? "Смотреть вакансии" : "Browse jobs",
          href: "/jobs",
          isFree: true,
          isRegistered: true,
          isPaid: true,
          sortOrder: 1,
        },
        {
          kind: "SLIDE",
          title: ru ? "Зарегистрируйтесь бесплатно" : "Register for free",
          text: ru
            ? "Отслеживайте отклики и пользуйтесь ИИ-инструментами."
            : "Track your applications and use the AI tools.",
          buttonTitle: ru ? "Создать аккаунт" : "Create an account",
          href: "?auth=signup",
          isFree: true,
          sortOrder: 2,
        },
        {
          kind: "SLIDE",
          title: ru ? "Вступайте в клуб" : "Join the club",
          text: ru
            ? "Полный доступ к вакансиям, статьям и учебным трекам."
            : "Full access to jobs, articles and learning paths.",
          buttonTitle: ru ? "Вступить" : "Join",
          href: "/subscribe",
          isRegistered: true,
          sortOrder: 3,
        },
        {
          kind: "SLIDE",
          title: ru ? "Новые вебинары для участников клуба" : "New webinars for club members",
          text: ru
            ? "Записывайтесь на встречи с экспертами в календаре клуба."
            : "Sign up for expert sessions in the club calendar.",
          buttonTitle: ru ? "Календарь" : "Calendar",
          href: "/",
          isPaid: true,
          sortOrder: 4,
        },
      ].map((b) => ({
        ...b,
        language,
        status: "PUBLISHED" as const,
        image: pictureUrl("cover", `banner ${b.sortOrder}`),
        imageMobile: pictureUrl("cover", `banner ${b.sortOrder}`),
      }));
    };
    await tx.insert(banners).values([...slides("ru"), ...slides("en")]);
    // The members' discount invites to join: for visitors and signed-in non-members, not for members (decision 146).
    await tx.insert(creepingLineBanners).values([
      {
        text: "Скидка 20% на годовую подписку до конца месяца",
        link: "/subscribe",
        language: "ru",
        status: "PUBLISHED",
        priority: 1,
        isFree: true,
        isRegistered: true,
      },
      {
        text: "20% off the annual membership until the end of the month",
        link: "/subscribe",
        language: "en",
        status: "PUBLISHED",
        priority: 1,
        isFree: true,
        isRegistered: true,
      },
    ]);
    const people: Array<[string, string, string, string, string, string]> = [
      ["Анна", "Ковалёва", "Консультант UNDP", "Anna", "Kovaleva", "UNDP consultant"],
      ["Дмитрий", "Орлов", "Аналитик данных, Берлин", "Dmitry", "Orlov", "Data analyst, Berlin"],
      ["Мария", "Ли", "Магистрант, Лейден", "Maria", "Lee", "Master's student, Leiden"],
      ["Игорь", "Смирнов", "Продакт-менеджер, Лиссабон", "Igor", "Smirnov", "Product manager, Lisbon"],
      ["Елена", "Петрова", "Специалист UNICEF", "Elena", "Petrova", "UNICEF specialist"],
    ];
    const ruTexts = [
      "Благодаря клубу я нашла стажировку в ООН, а затем и контракт консультанта. Разборы резюме и пробные собеседования дали мне уверенность.",
      "Я переехал в Германию за полгода. Подборки вакансий и статьи о релокации сэкономили мне недели поиска.",
      "Учебный трек по поступлению помог выбрать программу и написать мотивационное письмо. Поступила с первой попытки.",
      "Консультация с экспертом помогла переписать LinkedIn — через месяц мне написали три рекрутера.",
      "Закрытые вебинары клуба — лучшее, что было в моей подготовке к конкурсу ООН.",
    ];
    const enTexts = [
      "The club helped me land a UN internship and then a consultancy contract. CV reviews and mock interviews gave me confidence.",
      "I moved to Germany in six months. The job digests and relocation articles saved me weeks of searching.",
      "The admissions learning path helped me choose a programme and write my motivation letter. I got in on the first try.",
      "An expert consultation helped me rewrite my LinkedIn profile; within a month three recruiters reached out.",
      "The club's closed webinars were the best part of my preparation for the UN competition.",
    ];
    await tx.insert(reviews).values(people.flatMap(([rf, rl, rp, ef, el, ep], i) => [
      {
        firstName: rf,
        lastName: rl,
        position: rp,
        text: ruTexts[i],
        language: "ru" as const,
        categories: ["home", "subscription"],
        picture: pictureUrl("avatar", `${ef} ${el}`),
        sortOrder: i,
      },
      {
        firstName: ef,
        lastName: el,
        position: ep,
        text: enTexts[i],
        language: "en" as const,
        categories: ["home", "subscription"],
        picture: pictureUrl("avatar", `${ef} ${el}`),
        sortOrder: i,
      },
    ]));
  });
  // Jobs, articles and learning paths (they need the countries above).
  await seedContent(db);
  // Plans, the first-timer offer, services and coupons.
  await db.transaction((tx) => seedBillingCatalogue(tx));
  await db.transaction((tx) => seedDirectories(tx));
  await db.transaction((tx) => seedFaq(tx));
}
