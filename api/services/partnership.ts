// Partnership requests (the partnership page's four forms) and enquiries: the only code that writes
// partnership_requests. The row is written first, in the request; the club's mail and the sender's confirmation go
// out after the answer, and `mailed_at` is stamped once the club's mail is sent — a mail provider that is down loses
// nothing (the row stays, unmailed, for the team to see).
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { partnershipRequests } from "../../db/schema/index.ts";
import type { EnquiryInput, PartnershipKind, PartnershipRequestInput } from "../../src/domain/partnership.ts";
import { type Locale, localePath } from "../../src/domain/locale.ts";
import { escapeHtml } from "../../src/domain/html.ts";
import { dictionaries } from "../../i18n/dictionaries.ts";
import { createTranslator } from "../../i18n/translator.ts";
import { type Mail, type Mailer, oneLineHeader } from "../integrations/mail.ts";

/** A stored request as the mails need it. */
export type PartnershipRow = {
  id: string;
  kind: PartnershipKind | "enquiry";
  name: string;
  email: string;
  role: string | null;
  company: string | null;
  profession: string | null;
  website: string | null;
  socialNetworks: string | null;
  moreDetails: string | null;
  partnershipGoal: string | null;
  language: Locale;
};

const orNull = (text: string | null | undefined) => text ? text : null;

export async function savePartnershipRequest(
  db: DbOrTx,
  input: PartnershipRequestInput & { userId: string | null; language: Locale },
): Promise<PartnershipRow> {
  const [row] = await db.insert(partnershipRequests).values({
    kind: input.kind,
    name: input.name,
    email: input.email,
    role: orNull(input.role),
    company: orNull(input.company),
    profession: orNull(input.profession),
    website: orNull(input.website),
    socialNetworks: orNull(input.socialNetworks),
    moreDetails: orNull(input.moreDetails),
    partnershipGoal: orNull(input.partnershipGoal),
    language: input.language,
    userId: input.userId,
  }).returning();
  return row as PartnershipRow;
}

/** An enquiry is kept as kind "enquiry": its message in more_details, its topic in partnership_goal. */
export async function saveEnquiry(
  db: DbOrTx,
  input: EnquiryInput & { userId: string | null; language: Locale },
): Promise<PartnershipRow> {
  const [row] = await db.insert(partnershipRequests).values({
    kind: "enquiry",
    name: input.name,
    email: input.email,
    company: orNull(input.company),
    moreDetails: input.message,
    partnershipGoal: orNull(input.topic),
    language: input.language,
    userId: input.userId,
  }).returning();
  return row as PartnershipRow;
}

/** The team's names of the kinds (the club's mail is in Russian: the team's language). */
const KIND_RU: Record<PartnershipRow["kind"], string> = {
  company: "компания (маркетинг)",
  expert: "эксперт (совместный проект)",
  recruiter: "рекрутер (партнёр-работодатель)",
  media: "СМИ",
  enquiry: "вопрос",
};

/** The request's mail to the club's inbox: every field, the sender's text escaped in the HTML; one-line subject. */
export function partnershipClubMail(inbox: string, row: PartnershipRow): Mail {
  const fields: Array<[string, string | null]> = [
    ["Имя", row.name],
    ["Email", row.email],
    ["Компания", row.company],
    ["Должность", row.role],
    ["Профессия", row.profession],
    ["Сайт", row.website],
    ["Соцсети", row.socialNetworks],
    [row.kind === "enquiry" ? "Тема" : "Цель партнёрства", row.partnershipGoal],
    [row.kind === "enquiry" ? "Сообщение" : "Подробнее", row.moreDetails],
  ];
  const lines = [
    `${row.kind === "enquiry" ? "Вопрос" : "Заявка на партнёрство"} с сайта (${row.language}): ${KIND_RU[row.kind]}`,
    ...fields.filter(([, value]) => value).map(([label, value]) => `${label}: ${value}`),
  ];
  const who = [row.name, row.company].filter(Boolean).join(", ");
  const what = row.kind === "enquiry" ? "вопрос" : `партнёрство, ${KIND_RU[row.kind]}`;
  return {
    to: inbox,
    // The schema refuses line breaks in these fields already; the header is made one line regardless.
    subject: oneLineHeader(`Fellows Club: ${what} — ${who}`),
    text: lines.join("\n"),
    html: lines.map((l) => `<p>${escapeHtml(l).replace(/\n/g, "<br>")}</p>`).join(""),
  };
}

/** The confirmation to the sender, in the language of the page they sent from; links from the configured origin. */
export function partnershipConfirmationMail(row: PartnershipRow, origin: string): Mail {
  const t = createTranslator(row.language, dictionaries[row.language]);
  const hello = t("partnership.mail.hello", { name: row.name });
  const body = row.kind === "enquiry" ? t("partnership.mail.enquiryBody") : t("partnership.mail.body");
  const sign = t("partnership.mail.signature");
  const link = `${origin}${localePath(row.language, "/")}`;
  return {
    to: row.email,
    subject: row.kind === "enquiry" ? t("partnership.mail.enquirySubject") : t("partnership.mail.subject"),
    text: `${hello}\n\n${body}\n\n${sign}\n${link}`,
    html: `<p>${escapeHtml(hello)}</p><p>${escapeHtml(body)}</p><p>${escapeHtml(sign)}<br><a href="${
      escapeHtml(link)
    }">${escapeHtml(link)}</a></p>`,
  };
}

/**
 * Mails the club, stamps the row, then confirms to the sender. Each failure is logged (without the address) and the
 * rest still goes out; a row whose club mail failed stays unmailed.
 */
export async function mailPartnershipRequest(
  db: DbOrTx,
  mailer: Mailer,
  row: PartnershipRow,
  mails: { club: Mail; confirmation: Mail },
): Promise<void> {
  try {
    await mailer.send(mails.club);
    await db.update(partnershipRequests).set({ mailedAt: new Date() }).where(eq(partnershipRequests.id, row.id));
  } catch (error) {
    console.error("partnership: the club's mail was not sent:", error instanceof Error ? error.message : error);
  }
  try {
    await mailer.send(mails.confirmation);
  } catch (error) {
    console.error("partnership: the confirmation was not sent:", error instanceof Error ? error.message : error);
  }
}
