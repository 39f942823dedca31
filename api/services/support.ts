// Support: messages to the club from /support (ContactSupport), stored, then mailed to the club's inbox and copied
// to the sender.
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { supportMessages, users } from "../../db/schema/index.ts";
import type { Locale } from "../../src/domain/locale.ts";
import { dictionaries } from "../../i18n/dictionaries.ts";
import { createTranslator } from "../../i18n/translator.ts";
import { type Mail, oneLineHeader } from "../integrations/mail.ts";
import { escapeHtml } from "../../src/domain/html.ts";

export type SupportSender = { email: string; firstName: string; lastName: string };

/** Stores the message and answers who sent it (for the mails). */
export async function saveSupportMessage(
  db: DbOrTx,
  userId: string,
  title: string,
  message: string,
): Promise<SupportSender> {
  await db.insert(supportMessages).values({ userId, title, message });
  const [sender] = await db.select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users).where(eq(users.id, userId));
  return sender;
}

const paragraphs = (lines: string[]) => lines.map((l) => `<p>${escapeHtml(l).replaceAll("\n", "<br>")}</p>`).join("");

/**
 * The message to the club's inbox (in Russian, the team's language, naming the sender's) and the sender's copy in
 * the language they wrote in. Typed text never reaches a header as typed: the subject is made one line, and the HTML
 * is escaped.
 */
export function supportMails(
  inbox: string,
  sender: SupportSender,
  language: Locale,
  input: { title: string; message: string },
): Mail[] {
  const name = `${sender.firstName} ${sender.lastName}`.trim();
  const team = createTranslator("ru", dictionaries.ru);
  const clubLines = [
    team("support.mail.clubIntro", { name, email: sender.email, language }),
    `${team("support.title")}: ${input.title}`,
    input.message,
  ];
  const t = createTranslator(language, dictionaries[language]);
  const copyLines = [
    t("support.mail.copyBody", { name: sender.firstName }),
    `${t("support.title")}: ${input.title}`,
    input.message,
  ];
  return [
    {
      to: inbox,
      subject: oneLineHeader(team("support.mail.clubSubject", { title: input.title })),
      text: clubLines.join("\n\n"),
      html: paragraphs(clubLines),
    },
    {
      to: sender.email,
      subject: oneLineHeader(t("support.mail.copySubject", { title: input.title })),
      text: copyLines.join("\n\n"),
      html: paragraphs(copyLines),
    },
  ];
}
