// Billing mail: receipts (joining, renewal, purchase), the cancellation notice, the failed-payment (dunning) notice, the
// trial-ends and renewal reminders, the suspension notice. Each goes in the member's language with a link to the
// profile's membership block (a purchase: to the order's page and its access); the caller decides it is sent once —
// every caller mails only from the change that claimed the event, after its transaction committed.
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { learningPaths, orders, plans, users } from "../../../db/schema/index.ts";
import { dictionaries } from "../../../i18n/dictionaries.ts";
import { formatDate, formatMoney } from "../../../i18n/format.ts";
import { createTranslator } from "../../../i18n/translator.ts";
import type { Mailer } from "../../integrations/mail.ts";
import type { BillingMailDetails, BillingMailKind, MailLater } from "./recording.ts";
import { escapeHtml } from "../../../src/domain/html.ts";
import { productForOrder } from "./catalogue.ts";
import { claimCommissionMail } from "../promoters/ledger-mails.ts";

type Locale = "ru" | "en";

export type MailText = { subject: string; text: string; html: string };

/** A mail of paragraphs, a list of links (label, address) and a button. */
function compose(
  subject: string,
  paragraphs: string[],
  links: Array<[string, string]>,
  button: [string, string],
): MailText {
  const linkText = links.map(([label, url]) => `${label}: ${url}`);
  return {
    subject,
    text: [...paragraphs, ...linkText, `${button[0]}: ${button[1]}`].join("\n\n"),
    html: [
      ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
      ...(links.length
        ? [
          `<ul>${
            links.map(([label, url]) => `<li><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></li>`).join("")
          }</ul>`,
        ]
        : []),
      `<p><a href="${escapeHtml(button[1])}">${escapeHtml(button[0])}</a></p>`,
    ].join(""),
  };
}

/** The notices that say only the name (dunning, reminders, suspension). */
export function billingMail(locale: Locale, kind: BillingMailKind, name: string, link: string): MailText {
  const t = createTranslator(locale, dictionaries[locale]);
  return compose(t(`mail.billing.${kind}Subject`), [t(`mail.billing.${kind}Body`, { name })], [], [
    t("mail.billing.button"),
    link,
  ]);
}

/** A membership receipt or the cancellation notice: the amount, the plan, until when, and how to cancel or renew. */
export function membershipMail(
  locale: Locale,
  kind: "joined" | "renewed" | "cancelled",
  vars: { name: string; plan: string; amount: string; until: string; trial: boolean },
  link: string,
): MailText {
  const t = createTranslator(locale, dictionaries[locale]);
  const body = kind === "joined" && vars.trial ? "joinedTrialBody" : `${kind}Body`;
  // The profile's section and its button by the labels the profile shows, so the mail cannot name another.
  const section = t("profile.membership");
  const paragraphs = [
    t(`mail.billing.${body}`, { name: vars.name, plan: vars.plan, amount: vars.amount, until: vars.until, section }),
  ];
  if (kind !== "cancelled") paragraphs.push(t("mail.billing.howToCancel", { section, button: t("membership.cancel") }));
  return compose(t(`mail.billing.${kind}Subject`), paragraphs, [], [t("mail.billing.button"), link]);
}

/** A purchase receipt: the product, the amount, and the access (its links, and the order's page that holds it all). */
export function purchaseMail(
  locale: Locale,
  vars: { name: string; product: string; amount: string },
  access: Array<[string, string]>,
  orderPage: string,
): MailText {
  const t = createTranslator(locale, dictionaries[locale]);
  return compose(
    t("mail.billing.purchasedSubject"),
    [t("mail.billing.purchasedBody", vars), t("mail.billing.purchasedAccess")],
    access,
    [t("mail.billing.purchasedButton"), orderPage],
  );
}

/** The access a paid order gives, as links (the buyer has it: the order is paid). */
async function accessLinks(
  db: DbOrTx,
  origin: string,
  locale: Locale,
  product: NonNullable<Awaited<ReturnType<typeof productForOrder>>>,
): Promise<Array<[string, string]>> {
  const t = createTranslator(locale, dictionaries[locale]);
  const links: Array<[string, string]> = [];
  if (product.externalAccessUrl) links.push([t("mail.billing.accessLink"), product.externalAccessUrl]);
  if (product.marathonBookingLink) {
    links.push([product.marathonTitle ?? t("mail.billing.accessBooking"), product.marathonBookingLink]);
  }
  if (product.coachBookingLink) links.push([t("mail.billing.accessBooking"), product.coachBookingLink]);
  if (product.kind === "LearningPathAccess" && product.learningPathId) {
    const [path] = await db.select({ title: learningPaths.title, slug: learningPaths.slug }).from(learningPaths)
      .where(eq(learningPaths.id, product.learningPathId));
    if (path) links.push([path.title, `${origin}/${locale}/courses/${path.slug}/`]);
  }
  return links;
}

async function compile(
  db: DbOrTx,
  origin: string,
  user: { email: string; firstName: string; language: Locale },
  kind: BillingMailKind,
  details: BillingMailDetails,
): Promise<MailText | null> {
  const locale = user.language;
  const profile = `${origin}/${locale}/profile/`;
  const amount = details.amount ? formatMoney(details.amount.minor, details.amount.currency, locale) : "";
  if (kind === "joined" || kind === "renewed" || kind === "cancelled") {
    const [plan] = details.planId ? await db.select().from(plans).where(eq(plans.id, details.planId)) : [];
    return membershipMail(locale, kind, {
      name: user.firstName,
      plan: plan ? (locale === "en" ? plan.titleEn : plan.titleRu) : "",
      amount,
      until: details.until ? formatDate(details.until, locale) : "",
      trial: Boolean(details.trial),
    }, profile);
  }
  if (kind === "purchased") {
    if (!details.orderId) return null;
    const [order] = await db.select().from(orders).where(eq(orders.id, details.orderId));
    if (!order) return null;
    const product = await productForOrder(db, order.productId, locale);
    if (!product) return null;
    return purchaseMail(
      locale,
      { name: user.firstName, product: product.title, amount: formatMoney(order.totalPrice, order.currency, locale) },
      await accessLinks(db, origin, locale, product),
      `${origin}/${locale}/order-completed/?prId=${product.id}`,
    );
  }
  if (kind === "refunded") {
    const t = createTranslator(locale, dictionaries[locale]);
    const body = details.partial
      ? "refundedPartialBody"
      : details.membership
      ? "refundedMembershipBody"
      : "refundedOrderBody";
    const paragraphs = [t(`mail.billing.${body}`, { name: user.firstName, amount })];
    // This refund is the amount above; after earlier refunds of the same payment the total is stated apart.
    if (details.refundedTotal && details.amount && details.refundedTotal.minor > details.amount.minor) {
      paragraphs.push(t("mail.billing.refundedTotal", {
        total: formatMoney(details.refundedTotal.minor, details.refundedTotal.currency, locale),
        paid: details.paid ? formatMoney(details.paid.minor, details.paid.currency, locale) : "",
      }));
    }
    // A product's refund leads to the purchases (where the order shows as refunded), a membership's to the profile.
    const button: [string, string] = details.membership
      ? [t("mail.billing.button"), profile]
      : [t("mail.billing.purchasesButton"), `${origin}/${locale}/purchases/`];
    return compose(t("mail.billing.refundedSubject"), paragraphs, [], button);
  }
  if (kind === "freePeriodEnded") return billingMail(locale, kind, user.firstName, `${origin}/${locale}/subscribe/`);
  return billingMail(locale, kind, user.firstName, profile);
}

/**
 * Runs billing work that asks for members' mail (a cron run, the demo renewal) and answers once every mail it asked
 * for was handed to the mailer, so the run's log counts what it sent.
 */
export async function mailingMembers<T>(
  db: DbOrTx,
  billing: { mailer: Mailer; origin: string },
  work: (mailLater: MailLater) => Promise<T>,
): Promise<T> {
  const mails: Promise<void>[] = [];
  const result = await work((userId, kind, details) =>
    void mails.push(mailMember(db, billing.mailer, billing.origin, userId, kind, details))
  );
  await Promise.all(mails);
  return result;
}

/** Mails the member; a failure is logged, never thrown into the payment path that already committed. */
export async function mailMember(
  db: DbOrTx,
  mailer: Mailer,
  origin: string,
  userId: string,
  kind: BillingMailKind,
  details: BillingMailDetails = {},
): Promise<void> {
  try {
    if (kind === "commissionEarned") {
      const mail = details.commissionId ? await claimCommissionMail(db, origin, details.commissionId) : null;
      if (mail) await mailer.send(mail);
      return;
    }
    const [user] = await db.select({ email: users.email, firstName: users.firstName, language: users.language })
      .from(users).where(eq(users.id, userId));
    if (!user) return;
    const mail = await compile(db, origin, user, kind, details);
    if (mail) await mailer.send({ to: user.email, ...mail });
  } catch (error) {
    console.error(`billing mail ${kind} failed:`, error);
  }
}
