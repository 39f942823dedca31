// Leads: the lead-magnet contact (AddContactToGroups) and the send-request message (SendMessage). The row is written
// first, in the request; its mail goes out after the answer and stamps `mailed_at` when sent, so a mail provider
// that is down loses nothing (the row stays, unmailed, for the team to see and a later run to retry).
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { leadContacts, leadRequests } from "../../db/schema/index.ts";
import type { LeadMagnetInput, SendRequestInput } from "../../src/domain/leads.ts";
import { type Locale, localePath } from "../../src/domain/locale.ts";
import { dictionaries } from "../../i18n/dictionaries.ts";
import { createTranslator } from "../../i18n/translator.ts";
import type { Mail, Mailer } from "../integrations/mail.ts";
import { escapeHtml } from "../../src/domain/html.ts";

export async function saveLeadContact(
  db: DbOrTx,
  input: LeadMagnetInput & { userId: string | null; language: Locale },
): Promise<{ id: string }> {
  const [row] = await db.insert(leadContacts).values({
    email: input.email,
    name: input.name || null,
    groups: input.groups,
    language: input.language,
    userId: input.userId,
  }).returning({ id: leadContacts.id });
  return { id: row.id };
}

/** The gift's mail to the visitor: the guide's address comes from the configured origin, never the request. */
export function giftMail(language: Locale, to: string, name: string, origin: string): Mail {
  const t = createTranslator(language, dictionaries[language]);
  const link = `${origin}${localePath(language, "/international-career")}`;
  const hello = name ? t("leads.mail.helloName", { name }) : t("leads.mail.hello");
  const body = t("leads.mail.giftBody");
  return {
    to,
    subject: t("leads.mail.giftSubject"),
    text: `${hello}\n\n${body}\n\n${link}`,
    html: `<p>${escapeHtml(hello)}</p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(link)}">${
      escapeHtml(t("leads.mail.giftButton"))
    }</a></p>`,
  };
}

export async function saveLeadRequest(
  db: DbOrTx,
  input: SendRequestInput & { userId: string | null; language: Locale; telegram?: string | null },
): Promise<{ id: string }> {
  const [row] = await db.insert(leadRequests).values({
    email: input.email,
    name: input.name,
    subject: input.subject,
    message: input.message ?? "",
    telegram: input.telegram || null,
    language: input.language,
    userId: input.userId,
  }).returning({ id: leadRequests.id });
  return { id: row.id };
}

/** The request's mail to the club's inbox (always in Russian: the team's language), the sender's address inside. */
export function requestMail(
  inbox: string,
  input: SendRequestInput & { language: Locale; telegram?: string | null },
): Mail {
  const lines = [
    `Запрос с сайта (${input.language})`,
    `Имя: ${input.name}`,
    `Email: ${input.email}`,
    ...(input.telegram ? [`Telegram: ${input.telegram}`] : []),
    `Тема: ${input.subject}`,
    "",
    input.message || "—",
  ];
  return {
    to: inbox,
    subject: `Fellows Club: ${input.subject}`.slice(0, 200),
    text: lines.join("\n"),
    html: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join(""),
  };
}

/** Sends a lead's mail and stamps the row; a failure is logged and leaves the row unmailed. */
export async function mailLead(
  db: DbOrTx,
  mailer: Mailer,
  table: "contact" | "request",
  id: string,
  mail: Mail,
): Promise<void> {
  try {
    await mailer.send(mail);
    if (table === "contact") await db.update(leadContacts).set({ mailedAt: new Date() }).where(eq(leadContacts.id, id));
    else await db.update(leadRequests).set({ mailedAt: new Date() }).where(eq(leadRequests.id, id));
  } catch (error) {
    console.error(`leads: the ${table} mail was not sent:`, error instanceof Error ? error.message : error);
  }
}
