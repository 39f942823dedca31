// The promoter's mails (namespace promoterMail): the moderator's decision, a change of bank data (never the data
// itself: the currency and the last four characters), the team's record of a payout (paid, or failed with the team's
// note quoted as typed) and the end of a partnership. Each in the promoter's language;
// callers send them after their transaction committed.
import { dictionaries } from "../../../i18n/dictionaries.ts";
import { formatDate, formatMoney } from "../../../i18n/format.ts";
import { createTranslator } from "../../../i18n/translator.ts";
import { escapeHtml } from "../../../src/domain/html.ts";
import { type Mail, type Mailer, oneLineHeader } from "../../integrations/mail.ts";

type Locale = "ru" | "en";
type To = { email: string; firstName: string; language: Locale };

function compose(to: To, subject: string, paragraphs: string[], link: [string, string]): Mail {
  return {
    to: to.email,
    subject: oneLineHeader(subject),
    text: [...paragraphs, `${link[0]}: ${link[1]}`].join("\n\n"),
    html: [
      ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
      `<p><a href="${escapeHtml(link[1])}">${escapeHtml(link[0])}</a></p>`,
    ].join(""),
  };
}

const translator = (locale: Locale) => createTranslator(locale, dictionaries[locale]);

/**
 * Approved: the username, the codes, when commissions are paid (the month's on the next 15th after the refund hold,
 * decision 171), and how to sign in (the promoter sign-in dialog on the home page).
 */
export function promoterApprovedMail(origin: string, to: To, username: string, holdDays: number): Mail {
  const t = translator(to.language);
  return compose(to, t("promoterMail.approvedSubject"), [
    t("promoterMail.approvedBody", { name: to.firstName }),
    t("promoterMail.approvedUsername", { username }),
    t("promoterMail.approvedPayouts", { days: String(holdDays) }),
    t("promoterMail.approvedSignIn"),
  ], [t("promoterMail.signInLink"), `${origin}/${to.language}/?auth=promoter-signin`]);
}

/** Declined: the moderator's reason, and that they may apply again. */
export function promoterDeclinedMail(origin: string, to: To, reason: string): Mail {
  const t = translator(to.language);
  return compose(to, t("promoterMail.declinedSubject"), [
    t("promoterMail.declinedBody", { name: to.firstName }),
    t("promoterMail.declinedReason", { reason }),
    t("promoterMail.declinedAgain"),
  ], [t("promoterMail.profileLink"), `${origin}/${to.language}/profile/`]);
}

/** The bank data changed: which currency and the account's last four characters, nothing more. */
export function bankAccountChangedMail(origin: string, to: To, currency: string, last4: string): Mail {
  const t = translator(to.language);
  return compose(to, t("promoterMail.bankChangedSubject"), [
    t("promoterMail.bankChangedBody", { name: to.firstName, currency, last4 }),
    t("promoterMail.bankChangedWarning"),
  ], [t("promoterMail.button"), `${origin}/${to.language}/promoter/`]);
}

/** What the payout mails say of a payout: its amount, currency, period and, once paid, the day. */
export type MailedPayout = {
  totalAmount: number;
  currency: string;
  periodFrom: string;
  periodTo: string;
  paidOutAt: Date | null;
  failReason: string | null;
};

const payoutFacts = (to: To, payout: MailedPayout) => ({
  name: to.firstName,
  amount: formatMoney(payout.totalAmount, payout.currency, to.language),
  currency: payout.currency,
  from: formatDate(payout.periodFrom, to.language),
  to: formatDate(payout.periodTo, to.language),
});

/** The team marked a payout paid: how much, for which period, to the account in which currency, and when. */
export function payoutPaidMail(origin: string, to: To, payout: MailedPayout): Mail {
  const t = translator(to.language);
  return compose(to, t("promoterMail.payoutPaidSubject"), [
    t("promoterMail.payoutPaidBody", {
      ...payoutFacts(to, payout),
      date: formatDate(payout.paidOutAt ?? new Date(), to.language),
    }),
    t("promoterMail.payoutPaidArrival"),
  ], [t("promoterMail.button"), `${origin}/${to.language}/promoter/`]);
}

/**
 * The team marked a payout failed: the team's note exactly as typed (labelled as theirs, never translated), what to
 * fix (the bank data of that currency) with a link to it, and that the commissions go to the next payout.
 */
export function payoutFailedMail(origin: string, to: To, payout: MailedPayout): Mail {
  const t = translator(to.language);
  const facts = payoutFacts(to, payout);
  return compose(to, t("promoterMail.payoutFailedSubject"), [
    t("promoterMail.payoutFailedBody", facts),
    t("promoterMail.payoutFailedReason", { reason: payout.failReason ?? "" }),
    t("promoterMail.payoutFailedFix", facts),
  ], [t("promoterMail.bankDataLink"), `${origin}/${to.language}/promoter/#bank-data`]);
}

/** The partnership ended (cancelMyPartnership): the codes stop, earned commissions are still paid. */
export function partnershipCancelledMail(origin: string, to: To): Mail {
  const t = translator(to.language);
  return compose(to, t("promoterMail.cancelledSubject"), [t("promoterMail.cancelledBody", { name: to.firstName })], [
    t("promoterMail.profileLink"),
    `${origin}/${to.language}/profile/`,
  ]);
}

/** Sends one mail after the answer; a failure is logged without the mail's content. */
export async function sendPromoterMail(mailer: Mailer, mail: Mail, what: string): Promise<void> {
  try {
    await mailer.send(mail);
  } catch (error) {
    console.error(`promoters: the ${what} mail was not sent:`, error instanceof Error ? error.message : error);
  }
}
