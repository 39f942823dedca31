// Billing mail: the failed-payment (dunning) notice, the trial-ends and renewal reminders, the suspension notice. Each
// goes in the member's language with a link to the profile's membership block; the caller decides it is sent once.
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { users } from "../../../db/schema/index.ts";
import { dictionaries } from "../../../i18n/dictionaries.ts";
import { createTranslator } from "../../../i18n/translator.ts";
import { escapeHtml, type Mailer } from "../../integrations/mail.ts";

export type BillingMailKind = "paymentFailed" | "trialEnds" | "renewalReminder" | "suspended";

export function billingMail(locale: "ru" | "en", kind: BillingMailKind, name: string, link: string) {
  const t = createTranslator(locale, dictionaries[locale]);
  const subject = t(`mail.billing.${kind}Subject`);
  const body = t(`mail.billing.${kind}Body`, { name });
  const button = t("mail.billing.button");
  return {
    subject,
    text: `${body}\n\n${button}: ${link}`,
    html: `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(button)}</a></p>`,
  };
}

/** Mails the member; a failure is logged, never thrown into the payment path that already committed. */
export async function mailMember(
  db: DbOrTx,
  mailer: Mailer,
  appUrl: string,
  userId: string,
  kind: BillingMailKind,
): Promise<void> {
  try {
    const [user] = await db.select({ email: users.email, firstName: users.firstName, language: users.language })
      .from(users).where(eq(users.id, userId));
    if (!user) return;
    const link = `${appUrl}/${user.language}/profile/`;
    await mailer.send({ to: user.email, ...billingMail(user.language, kind, user.firstName, link) });
  } catch (error) {
    console.error(`billing mail ${kind} failed:`, error);
  }
}
