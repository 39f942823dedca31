// The ledger's mails to promoters (texts in the commissionMail namespace): each commission as it is earned (when the
// promoter asked for payments info; claimed by commissions.mailed_at, so it goes once), and the payout statement
// (queued once by the payout job and delivered with retries, payouts.ts and mail-queue.ts).
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { commissions, coupons, orders, payouts, plans, subscriptions, users } from "../../../db/schema/index.ts";
import { dictionaries } from "../../../i18n/dictionaries.ts";
import { formatDate, formatMoney, formatNumber } from "../../../i18n/format.ts";
import { createTranslator } from "../../../i18n/translator.ts";
import { escapeHtml } from "../../../src/domain/html.ts";
import { customerReference, maskEmail, percentFromBasisPoints } from "../../../src/domain/promoters.ts";
import { productsForOrders } from "../billing/catalogue.ts";
import type { Mail } from "../../integrations/mail.ts";

type Locale = "ru" | "en";
type Recipient = { email: string; firstName: string; language: Locale };

function compose(to: string, subject: string, paragraphs: string[], list: string[], button: [string, string]): Mail {
  return {
    to,
    subject,
    text: [...paragraphs, ...list.map((l) => `- ${l}`), `${button[0]}: ${button[1]}`].join("\n\n"),
    html: [
      ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
      list.length ? `<ul>${list.map((l) => `<li>${escapeHtml(l)}</li>`).join("")}</ul>` : "",
      `<p><a href="${escapeHtml(button[1])}">${escapeHtml(button[0])}</a></p>`,
    ].join(""),
  };
}

async function recipient(db: DbOrTx, userId: string): Promise<Recipient | null> {
  const [user] = await db.select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(users).where(eq(users.id, userId));
  return user ?? null;
}

/**
 * The payments-info mail of one commission line, claimed by its mailed_at (a conditional update: of two callers only
 * one gets the row). Null when it was mailed already, or the line or promoter is gone.
 */
export async function claimCommissionMail(db: DbOrTx, origin: string, commissionId: string): Promise<Mail | null> {
  const [line] = await db.update(commissions).set({ mailedAt: new Date() })
    .where(and(eq(commissions.id, commissionId), isNull(commissions.mailedAt))).returning();
  if (!line) return null;
  const user = await recipient(db, line.promoterId);
  if (!user) return null;
  const [coupon] = line.couponId
    ? await db.select({ code: coupons.code }).from(coupons).where(eq(coupons.id, line.couponId))
    : [];
  const locale = user.language;
  const t = createTranslator(locale, dictionaries[locale]);
  return compose(
    user.email,
    t("commissionMail.earnedSubject"),
    [
      t("commissionMail.earnedBody", {
        name: user.firstName,
        code: coupon?.code ?? "",
        amount: formatMoney(line.amount, line.currency, locale),
        kind: t(line.kind === "PRODUCT" ? "commissionMail.kindProduct" : "commissionMail.kindSubscription"),
        rate: String(percentFromBasisPoints(line.rateBp)),
        base: formatMoney(line.baseAmount, line.currency, locale),
      }),
      t("commissionMail.earnedHold", { date: formatDate(line.payableAt, locale) }),
      t("commissionMail.unsubscribe"),
    ],
    [],
    [t("commissionMail.button"), `${origin}/${locale}/promoter/`],
  );
}

/** A payout's statement: the period, the total and its split, the payments it covers, where the money goes. */
export async function statementMail(db: DbOrTx, origin: string, payoutId: string): Promise<Mail | null> {
  const [payout] = await db.select().from(payouts).where(eq(payouts.id, payoutId));
  if (!payout) return null;
  const user = await recipient(db, payout.promoterId);
  if (!user) return null;
  const lines = await db.select().from(commissions).where(eq(commissions.payoutId, payout.id))
    .orderBy(commissions.createdAt);
  const locale = user.language;
  const t = createTranslator(locale, dictionaries[locale]);
  const money = (minor: number) => formatMoney(minor, payout.currency, locale);
  const from = formatDate(payout.periodFrom, locale);
  const to = formatDate(payout.periodTo, locale);
  return compose(
    user.email,
    t("commissionMail.statementSubject", { from, to }),
    [
      t("commissionMail.statementBody", {
        name: user.firstName,
        from,
        to,
        total: money(payout.totalAmount),
        product: money(payout.productCommission),
        subscription: money(payout.subscriptionCommission),
      }),
      t("commissionMail.statementPayments"),
    ],
    [
      ...(await describeLines(db, payout.promoterId, lines, locale)).map((l) =>
        t(l.entry === "CLAWBACK" ? "commissionMail.statementRefundLine" : "commissionMail.statementLine", {
          date: formatDate(l.createdAt, locale),
          what: l.what,
          customer: l.customer,
          base: money(l.baseAmount),
          rate: formatNumber(percentFromBasisPoints(l.rateBp), locale),
          amount: money(l.amount),
        })
      ),
      payout.bankCurrency
        ? t("commissionMail.statementBank", { currency: payout.bankCurrency })
        : t("commissionMail.statementNoBank", {
          currency: payout.currency,
          fields: t(payout.currency === "RUB" ? "promoters.bank.fieldsRUB" : "promoters.bank.fieldsUSD"),
        }),
    ],
    [t("commissionMail.button"), `${origin}/${locale}/promoter/`],
  );
}

/**
 * What a promoter reads of their ledger lines (decision 170): the plan or the product paid for, in their language, and
 * the customer as the masked e-mail with the customer's reference (never a provider's id).
 */
async function describeLines(
  db: DbOrTx,
  promoterId: string,
  lines: Array<typeof commissions.$inferSelect>,
  locale: Locale,
) {
  const ids = <T>(
    pick: (l: typeof lines[number]) => T | null,
  ) => [...new Set(lines.map(pick).filter((x) => x !== null))];
  const customerIds = ids((l) => l.customerId) as string[];
  const subscriptionIds = ids((l) => l.subscriptionId) as string[];
  const orderIds = ids((l) => l.orderId) as string[];
  const emails = new Map(
    customerIds.length
      ? (await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, customerIds)))
        .map((u) => [u.id, u.email])
      : [],
  );
  const planTitles = new Map(
    subscriptionIds.length
      ? (await db.select({ id: subscriptions.id, ru: plans.titleRu, en: plans.titleEn }).from(subscriptions)
        .innerJoin(plans, eq(plans.id, subscriptions.planId)).where(inArray(subscriptions.id, subscriptionIds)))
        .map((p) => [p.id, locale === "ru" ? p.ru : p.en])
      : [],
  );
  const orderProducts = orderIds.length
    ? await db.select({ id: orders.id, productId: orders.productId }).from(orders).where(inArray(orders.id, orderIds))
    : [];
  const products = await productsForOrders(db, [...new Set(orderProducts.map((o) => o.productId))], locale);
  const productOf = new Map(orderProducts.map((o) => [o.id, products.get(o.productId)?.title ?? ""]));
  const t = createTranslator(locale, dictionaries[locale]);
  return lines.map((l) => {
    const title = l.subscriptionId ? planTitles.get(l.subscriptionId) : l.orderId ? productOf.get(l.orderId) : "";
    const kind = t(l.kind === "PRODUCT" ? "commissionMail.kindProduct" : "commissionMail.kindSubscription");
    const email = l.customerId ? emails.get(l.customerId) : undefined;
    return {
      ...l,
      what: title ? `${kind} «${title}»` : kind,
      customer: `${email ? maskEmail(email) : "—"} ${l.customerId ? customerReference(promoterId, l.customerId) : ""}`
        .trim(),
    };
  });
}
