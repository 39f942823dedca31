// The home page's questions and answers as the site has shipped them (they lived in the dictionaries before the back
// office could edit them): six per language, answers as the rich text the editor keeps, links to this site's pages.
import type { DbOrTx } from "../client.ts";
import { faqItems } from "../schema/index.ts";

type Language = "ru" | "en";

export const FAQ: Record<Language, Array<{ question: string; answer: string }>> = {
  ru: [
    {
      question: "Для кого клуб?",
      answer:
        "<p>Для всех, кто строит международную карьеру или собирается учиться за рубежом: студентов, молодых специалистов и опытных профессионалов, которые идут в международные организации.</p>",
    },
    {
      question: "Что получают участники?",
      answer:
        '<p>Полный доступ к <a href="/ru/jobs/">вакансиям</a> с зарплатой и компанией, ко всем <a href="/ru/articles/">статьям</a> и учебным трекам, встречи и чат участников, а также цены для участников на услуги.</p>',
    },
    {
      question: "Можно попробовать до оплаты?",
      answer:
        '<p>Да. Регистрация бесплатна и открывает часть вакансий и статей. Новым участникам часто предлагаем пробную неделю на <a href="/ru/subscribe/">странице подписки</a>.</p>',
    },
    {
      question: "Как отменить подписку?",
      answer:
        '<p>В <a href="/ru/profile/">профиле</a>, в блоке подписки: она действует до конца оплаченного периода.</p>',
    },
    {
      question: "Какие способы оплаты принимаются?",
      answer:
        "<p>Карты, выпущенные в России, — через ЮKassa; карты других стран — через Stripe. Способ выбирается при оплате.</p>",
    },
    {
      question: "Как проходят консультации?",
      answer:
        '<p>Выберите <a href="/ru/services/">услугу</a> и оплатите её — в течение рабочего дня мы напишем, чтобы согласовать время и прислать анкету.</p>',
    },
  ],
  en: [
    {
      question: "Who is the club for?",
      answer:
        "<p>For anyone building an international career or planning to study abroad: students, young professionals and experienced specialists moving into international organisations.</p>",
    },
    {
      question: "What do members get?",
      answer:
        '<p>Full access to <a href="/en/jobs/">jobs</a> with salaries and companies, all <a href="/en/articles/">articles</a> and learning paths, members\' events and the chat, and member prices on services.</p>',
    },
    {
      question: "Can I try before paying?",
      answer:
        '<p>Yes. Registration is free and opens part of the jobs and articles. New members are often offered a trial week on the <a href="/en/subscribe/">subscription page</a>.</p>',
    },
    {
      question: "How do I cancel my membership?",
      answer:
        '<p>In your <a href="/en/profile/">profile</a>, in the membership block: the membership stays active until the end of the paid period.</p>',
    },
    {
      question: "Which payment methods are accepted?",
      answer:
        "<p>Cards issued in Russia are paid through YooKassa; cards from other countries through Stripe. Both are chosen at checkout.</p>",
    },
    {
      question: "How do coaching services work?",
      answer:
        '<p>Choose a <a href="/en/services/">service</a> and pay for it; we write to you within a working day to agree the time and send the questionnaire.</p>',
    },
  ],
};

/** Puts the questions in an empty table (a database that has them, edited or not, keeps its own). */
export async function seedFaq(tx: DbOrTx): Promise<void> {
  const [any] = await tx.select({ id: faqItems.id }).from(faqItems).limit(1);
  if (any) return;
  await tx.insert(faqItems).values(
    (["ru", "en"] as const).flatMap((language) =>
      FAQ[language].map((item, i) => ({ ...item, language, sortOrder: i + 1, status: "PUBLISHED" as const }))
    ),
  );
}
