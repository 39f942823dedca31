// The promoter area's API (issue 27): who may call it, promo codes (add, the spec's errors, delete), bank data sealed
// at rest and shown to its owner and admins only, subscribers with masked e-mails, the commission summary, exchange
// rates, payouts (a promoter's own; admins read all — they mark and export them in the back office, tested in
// promoter-payouts.test.ts) and ending the partnership.
import assert from "node:assert/strict";
import { and, eq } from "drizzle-orm";
import {
  commissions,
  coupons,
  exchangeRates,
  partnerSettings,
  payouts,
  plans,
  promoterBankAccounts,
  sessions,
  subscriptions,
  users,
} from "../../db/schema/index.ts";
import { checkCoupon } from "../../api/services/billing/catalogue.ts";
import { createBankDataCipher } from "../../api/services/promoters/bank-account.ts";
import { createTestApp, quietly } from "../support/app.ts";
import { codeOf, createAccount, createPromoter, type Gql, mailsTo, opts, type TestApp } from "../support/promoters.ts";

const COUPONS = `{ getCoupons { id couponCode kind isDefault discountPercentage countUsers countTimes } }`;
const ADD = `mutation($alias: String!, $kind: CouponKind!) {
  addPromoterCoupon(alias: $alias, kind: $kind) { coupon { id couponCode kind isDefault discountPercentage }
    error { name message } } }`;
const DELETE = `mutation($id: ID!) { deletePromoterCoupon(couponId: $id) { success } }`;
const SETTINGS = `{ getPartnerSettings { username couponCode isSubscribedOnPaymentsInfo
  bankAccount { currency accountName iban swift_bic reference address { city state zipCode countryId } } } }`;
const TOGGLE = `mutation { toggleSubscriptionOnPaymentsInfo { isSubscribedOnPaymentsInfo } }`;
const BANK = `mutation($input: BankAccountInput!) { updatePromoterBankAccount(input: $input) {
  bankAccount { currency iban swift_bic accountName } } }`;
const SUBSCRIBERS = `query($id: ID) { getPromoterSubscriptionList(id: $id) { id customerEmail coupon commission
  couponDiscountPercentage currency paymentMethod planTitle priceWithoutDiscount priceAfterDiscount nextTimeCharge
  numberOfCharges status billingCycle } }`;
const INCOME = `{ getPromoterIncome { nextPayoutDate thisPeriod { amount currency dateFrom dateTo }
  pending { amount currency } payable { amount currency } paid { amount currency } } }`;
const RATES = `{ getCurrencyExchangeRates { date rubToEur rubToUsd usdToEur usdToRub } }`;
const PAYOUTS = `query($q: PayoutsQuery) { getPayouts(query: $q) { id promoterId promoterUsername status totalAmount
  currency periodFrom periodTo paidOutAt failReason stripeInvoices yooInvoices
  bankAccount { currency iban accountName } } }`;
const CANCEL = `mutation { cancelMyPartnership { success } }`;

const GOOD_IBAN = "DE89 3704 0044 0532 0130 00";
const USD_ACCOUNT = {
  currency: "USD",
  accountName: "Pavel Promo",
  bankName: "Deutsche Bank",
  iban: GOOD_IBAN,
  swift_bic: "DEUTDEFF",
  reference: "fellows",
  address: { city: "Berlin", state: "Berlin", zipCode: "10115", countryId: 1 },
};

type Coupon = { id: string; couponCode: string; kind: string; isDefault: boolean; discountPercentage: number };

async function couponsOf(t: TestApp, promoterId: string) {
  return await t.db.select().from(coupons).where(eq(coupons.promoterId, promoterId));
}

async function countryId(t: TestApp) {
  const { countries } = await import("../../db/schema/index.ts");
  const [country] = await t.db.select({ id: countries.id }).from(countries).limit(1);
  return country.id;
}

/** A membership that started with `couponId`, of a customer with `email`. */
async function membershipWith(t: TestApp, couponId: number, email: string, provider: "STRIPE" | "YOO" = "STRIPE") {
  const [customer] = await t.db.insert(users).values({
    email,
    emailVerified: true,
    firstName: "Carl",
    lastName: "Customer",
    isFellow: true,
  }).returning();
  const [plan] = await t.db.select().from(plans).where(eq(plans.billingCycle, "MONTHLY"));
  const start = new Date(Date.now() - 5 * 86_400_000);
  const [subscription] = await t.db.insert(subscriptions).values({
    userId: customer.id,
    planId: plan.id,
    provider,
    status: "ACTIVE",
    currency: provider === "YOO" ? "RUB" : "USD",
    priceWithoutDiscount: 2000,
    providerSubscriptionId: `sub_${crypto.randomUUID()}`,
    couponId,
    startedAt: start,
    currentPeriodStart: start,
    currentPeriodEnd: new Date(start.getTime() + 30 * 86_400_000),
    numberOfCharges: 1,
  }).returning();
  return { customer, subscription, plan };
}

/** A ledger line of a promoter. */
async function commissionLine(
  t: TestApp,
  promoterId: string,
  values: Partial<typeof commissions.$inferInsert> & { amount: number },
) {
  const [line] = await t.db.insert(commissions).values({
    promoterId,
    kind: "SUBSCRIPTION",
    provider: "STRIPE",
    sourcePaymentId: `in_${crypto.randomUUID().slice(0, 12)}`,
    baseAmount: values.amount * 4,
    rateBp: 2500,
    currency: "USD",
    status: "PAYABLE",
    payableAt: new Date(Date.now() - 86_400_000),
    ...values,
  }).returning();
  return line;
}

Deno.test("anyone but a live promoter is refused every promoter operation", opts, async () => {
  await using t = await createTestApp({ seed: true });
  const member = await createAccount(t);
  const moderator = await createAccount(t, { role: "MODERATOR" });
  // A PROMOTER by role whose settings were never made (or were cancelled) is not a live promoter either.
  const bareRole = await createAccount(t, { role: "PROMOTER" });
  const calls: Array<[string, Record<string, unknown>]> = [
    [COUPONS, {}],
    [ADD, { alias: "HELLO", kind: "PRODUCTS" }],
    [DELETE, { id: "1" }],
    [TOGGLE, {}],
    [BANK, { input: USD_ACCOUNT }],
    [SUBSCRIBERS, {}],
    [INCOME, {}],
    [RATES, {}],
    [PAYOUTS, {}],
    [CANCEL, {}],
  ];
  for (const who of [member, moderator, bareRole]) {
    for (const [query, variables] of calls) {
      const res = await t.graphql(query, variables, who.headers);
      assert.equal(codeOf(res), "FORBIDDEN", `${query.slice(0, 40)} by ${who.email}`);
    }
    const settings = await t.graphql<{ getPartnerSettings: null }>(SETTINGS, {}, who.headers);
    assert.equal(settings.data?.getPartnerSettings, null);
  }
  for (const [query, variables] of calls) {
    assert.equal(codeOf(await t.graphql(query, variables)), "UNAUTHENTICATED", `${query.slice(0, 40)} by a visitor`);
  }
  assert.equal((await t.db.select().from(promoterBankAccounts)).length, 0, "nothing stored");
  assert.equal((await t.db.select().from(coupons).where(eq(coupons.code, "HELLO"))).length, 0, "nothing added");
});

Deno.test(
  "promo codes: add with the settings' discount; blank, duplicate and over-limit aliases add nothing",
  opts,
  async () => {
    await using t = await createTestApp({ seed: true });
    const promoter = await createPromoter(t, { firstName: "Olga", lastName: "Codes" });
    const other = await createPromoter(t, { firstName: "Oleg", lastName: "Other" });
    assert.equal(other.username, "OLEGOTHER", "its default code OLEGOTHERSUB is taken below");

    const added = await t.graphql<{ addPromoterCoupon: { coupon: Coupon; error: null } }>(
      ADD,
      { alias: " summer sale ", kind: "SUBSCRIPTIONS" },
      promoter.headers,
    );
    assert.deepEqual(added.data?.addPromoterCoupon.coupon, {
      ...added.data!.addPromoterCoupon.coupon,
      couponCode: "SUMMERSALE",
      kind: "SUBSCRIPTIONS",
      isDefault: false,
      discountPercentage: 0.1,
    });
    await t.app.settled();
    const [made] = await t.db.select().from(coupons).where(eq(coupons.code, "SUMMERSALE"));
    assert.equal(made.stripeCouponId, `promo_${made.id}_1000`, "Stripe checkout takes it too");
    const before = (await t.db.select().from(coupons)).length;

    // Blank (spaces only): refused by the shared schema, nothing added.
    const blank = await t.graphql(ADD, { alias: "   ", kind: "PRODUCTS" }, promoter.headers) as Gql<unknown>;
    assert.equal(codeOf(blank), "BAD_USER_INPUT");
    assert.equal(blank.errors?.[0].extensions?.fields?.alias, "errors.required");
    const odd = await t.graphql(ADD, { alias: "ÜBER!", kind: "PRODUCTS" }, promoter.headers) as Gql<unknown>;
    assert.equal(odd.errors?.[0].extensions?.fields?.alias, "promoters.errors.ALIAS_CHARACTERS");
    // Taken: by themself (any case), by another promoter's default code, by any code at all.
    for (const alias of ["summersale", "OLEGOTHERSUB", "olgacodesprod"]) {
      const taken = await t.graphql<{ addPromoterCoupon: { coupon: null; error: { name: string; message: string } } }>(
        ADD,
        { alias, kind: "PRODUCTS" },
        promoter.headers,
      );
      assert.deepEqual(taken.data?.addPromoterCoupon, {
        coupon: null,
        error: { name: "exists", message: "Coupon exist" },
      });
    }
    assert.equal((await t.db.select().from(coupons)).length, before, "nothing added");

    // Up to 10 working codes (the two defaults included): the 11th is 'Coupon exceeded', even asked for at once.
    const results = await Promise.all(
      Array.from(
        { length: 9 },
        (_, i) =>
          t.graphql<{ addPromoterCoupon: { coupon: Coupon | null; error: { name: string; message: string } | null } }>(
            ADD,
            { alias: `BULK${i}`, kind: "PRODUCTS" },
            promoter.headers,
          ),
      ),
    );
    const errors = results.map((r) => r.data!.addPromoterCoupon.error).filter(Boolean);
    assert.equal(results.length - errors.length, 7);
    assert.deepEqual(errors, [{ name: "exceeded", message: "Coupon exceeded" }, {
      name: "exceeded",
      message: "Coupon exceeded",
    }]);
    const active = (await couponsOf(t, promoter.id)).filter((c) => c.active);
    assert.equal(active.length, 10);
    const products = active.find((c) => c.code === "BULK0");
    assert.ok(!products || products.discountBasisPoints === 1000);
    const list = await t.graphql<{ getCoupons: Coupon[] }>(COUPONS, {}, promoter.headers);
    assert.equal(list.data?.getCoupons.length, 10);
    assert.deepEqual(list.data?.getCoupons.slice(0, 2).map((c) => c.couponCode), ["OLGACODESSUB", "OLGACODESPROD"]);
  },
);

Deno.test(
  "a promo code's Stripe coupon: a changed discount makes a new coupon; one of another percent is never taken",
  opts,
  async () => {
    await using t = await createTestApp({ seed: true });
    const promoter = await createPromoter(t, { firstName: "Stella", lastName: "Stripe" });
    const fake = t.app.paymentFakes.stripe!;
    const stripeCouponOf = async (id: number) =>
      (await t.db.select().from(coupons).where(eq(coupons.id, id)))[0].stripeCouponId;
    await t.graphql(ADD, { alias: "SPRINGSALE", kind: "SUBSCRIPTIONS" }, promoter.headers);
    await t.app.settled();

    // The discount changed (as the back office does: the old Stripe coupon is let go): a new coupon at the new percent.
    const [code] = (await couponsOf(t, promoter.id)).filter((c) => c.code === "SPRINGSALE");
    const old = await stripeCouponOf(code.id);
    assert.equal(fake.coupons.get(old!)?.percent_off, 10);
    await t.db.update(coupons).set({ discountBasisPoints: 2500, stripeCouponId: null }).where(eq(coupons.id, code.id));
    await t.graphql(COUPONS, {}, promoter.headers);
    await t.app.settled();
    const renewed = await stripeCouponOf(code.id);
    assert.notEqual(renewed, old, "a new Stripe coupon");
    assert.equal(fake.coupons.get(renewed!)?.percent_off, 25, "at the new percent");
    assert.equal(fake.coupons.get(old!)?.percent_off, 10, "the old one is left as it was");

    // A Stripe coupon under the code's id already takes another percent (made by hand in the dashboard): the code stays
    // out of Stripe checkout and the mismatch is logged as an error.
    const [odd] = await t.db.insert(coupons).values({
      code: "ODDPERCENT",
      kind: "PRODUCTS",
      discountBasisPoints: 1000,
      promoterId: promoter.id,
    }).returning();
    for (const id of [`promo_${odd.id}`, `promo_${odd.id}_1000`]) {
      fake.coupons.set(id, { id, object: "coupon", percent_off: 40, amount_off: null, duration: "once", valid: true });
    }
    const errors: string[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args.map(String).join(" "));
    try {
      await t.graphql(COUPONS, {}, promoter.headers);
      await t.app.settled();
    } finally {
      console.error = original;
    }
    assert.equal(await stripeCouponOf(odd.id), null, "never put behind the code");
    assert.ok(errors.some((e) => e.includes(`code ${odd.id}`) && e.includes("40")), errors.join("\n"));
    const atStripe = await checkCoupon(t.db, {
      code: "ODDPERCENT",
      provider: "STRIPE",
      isSubscription: false,
      productId: null,
    }, new Date());
    assert.equal(atStripe.valid, false, "refused at Stripe checkout rather than 40 % off");
  },
);

Deno.test(
  "a promo code of fewer than four characters is refused with its message and nothing is added",
  opts,
  async () => {
    await using t = await createTestApp({ seed: true });
    const promoter = await createPromoter(t, { firstName: "Sasha", lastName: "Short" });
    const before = (await couponsOf(t, promoter.id)).length;
    for (const alias of ["A", "7", "AB", " x y z "]) {
      const short = await t.graphql(ADD, { alias, kind: "PRODUCTS" }, promoter.headers) as Gql<unknown>;
      assert.equal(codeOf(short), "BAD_USER_INPUT", alias);
      assert.equal(short.errors?.[0].extensions?.fields?.alias, "promoters.errors.ALIAS_TOO_SHORT", alias);
    }
    assert.equal((await couponsOf(t, promoter.id)).length, before, "nothing added");
    const four = await t.graphql<{ addPromoterCoupon: { coupon: Coupon | null } }>(
      ADD,
      { alias: "a b c d", kind: "PRODUCTS" },
      promoter.headers,
    );
    assert.equal(four.data?.addPromoterCoupon.coupon?.couponCode, "ABCD", "four characters are enough");
    await t.app.settled();
  },
);

Deno.test(
  "deleting codes: a foreign id is NOT_FOUND, a default is refused, a used one is kept inactive",
  opts,
  async () => {
    await using t = await createTestApp({ seed: true });
    const promoter = await createPromoter(t, { firstName: "Dina", lastName: "Deletes" });
    const other = await createPromoter(t, { firstName: "Fred", lastName: "Foreign" });
    const add = async (alias: string) =>
      (await t.graphql<{ addPromoterCoupon: { coupon: Coupon } }>(
        ADD,
        { alias, kind: "SUBSCRIPTIONS" },
        promoter.headers,
      ))
        .data!.addPromoterCoupon.coupon;
    const unused = await add("UNUSED");
    const used = await add("USEDONCE");
    await membershipWith(t, Number(used.id), "buyer@example.org");
    const [foreign] = (await couponsOf(t, other.id)).filter((c) => c.code === "FREDFOREIGNSUB");

    // Another promoter's code: NOT_FOUND, and it still works.
    const stolen = await t.graphql(DELETE, { id: String(foreign.id) }, promoter.headers);
    assert.equal(codeOf(stolen), "NOT_FOUND");
    const [still] = await t.db.select().from(coupons).where(eq(coupons.id, foreign.id));
    assert.equal(still.active, true);
    assert.equal(codeOf(await t.graphql(DELETE, { id: "2147483647" }, promoter.headers)), "NOT_FOUND");

    // A default code cannot be deleted.
    const defaults = (await t.graphql<{ getCoupons: Coupon[] }>(COUPONS, {}, promoter.headers)).data!.getCoupons
      .filter((c) => c.isDefault);
    assert.equal(defaults.length, 2);
    const refused = await t.graphql(DELETE, { id: defaults[0].id }, promoter.headers) as Gql<unknown>;
    assert.equal(codeOf(refused), "BAD_USER_INPUT");
    assert.equal(refused.errors?.[0].extensions?.i18nKey, "promoters.apiErrors.DEFAULT_COUPON");
    assert.equal((await t.db.select().from(coupons).where(eq(coupons.id, Number(defaults[0].id))))[0].active, true);

    // Unused: gone. Used by a membership: kept for its history, inactive, refused at checkout.
    for (const id of [unused.id, used.id]) {
      const ok = await t.graphql<{ deletePromoterCoupon: { success: boolean } }>(DELETE, { id }, promoter.headers);
      assert.equal(ok.data?.deletePromoterCoupon.success, true, JSON.stringify(ok.errors));
    }
    assert.equal((await t.db.select().from(coupons).where(eq(coupons.id, Number(unused.id)))).length, 0);
    const [kept] = await t.db.select().from(coupons).where(eq(coupons.id, Number(used.id)));
    assert.equal(kept.active, false);
    const check = await checkCoupon(
      t.db,
      { code: "USEDONCE", provider: "YOO", isSubscription: true, productId: null },
      new Date(),
    );
    assert.equal(check.valid, false);
    // Deleting it again: it is no longer one of theirs.
    assert.equal(codeOf(await t.graphql(DELETE, { id: used.id }, promoter.headers)), "NOT_FOUND");
    const list = (await t.graphql<{ getCoupons: Coupon[] }>(COUPONS, {}, promoter.headers)).data!.getCoupons;
    assert.deepEqual(list.map((c) => c.couponCode), ["DINADELETESSUB", "DINADELETESPROD"]);

    // A promoter with no codes at all gets the two defaults back.
    await t.db.delete(coupons).where(eq(coupons.promoterId, other.id));
    const recreated = (await t.graphql<{ getCoupons: Coupon[] }>(COUPONS, {}, other.headers)).data!.getCoupons;
    assert.deepEqual(recreated.map((c) => [c.couponCode, c.isDefault]), [["FREDFOREIGNSUB", true], [
      "FREDFOREIGNPROD",
      true,
    ]]);
  },
);

Deno.test(
  "bank data: an invalid IBAN stores nothing; a valid one is sealed, mailed, shown to its owner only",
  opts,
  async () => {
    await using t = await createTestApp({ seed: true });
    await quietly(async () => {
      const promoter = await createPromoter(t, { firstName: "Bella", lastName: "Bank" });
      const other = await createPromoter(t, { firstName: "Otto", lastName: "Other" });
      const account = { ...USD_ACCOUNT, address: { ...USD_ACCOUNT.address, countryId: await countryId(t) } };

      const badIban = await t.graphql(
        BANK,
        { input: { ...account, iban: "DE89 3704 0044 0532 0130 01" } },
        promoter.headers,
      ) as Gql<
        unknown
      >;
      assert.equal(codeOf(badIban), "BAD_USER_INPUT");
      assert.equal(badIban.errors?.[0].extensions?.fields?.iban, "promoters.errors.IBAN");
      assert.ok(!JSON.stringify(badIban).includes("0532"), "the value is never echoed");
      const noAddress = await t.graphql(BANK, { input: { ...account, address: null } }, promoter.headers);
      assert.equal(codeOf(noAddress), "BAD_USER_INPUT");
      const badRub = await t.graphql(BANK, {
        input: {
          currency: "RUB",
          accountName: "Белла",
          bankName: "Сбербанк",
          iban: "123",
          swift_bic: "044525225",
          correspondentAccount: "30101810400000000225",
          inn: "500100732259",
        },
      }, promoter.headers) as Gql<unknown>;
      assert.equal(badRub.errors?.[0].extensions?.fields?.iban, "promoters.errors.RUB_ACCOUNT");
      assert.equal((await t.db.select().from(promoterBankAccounts)).length, 0, "nothing stored");

      const saved = await t.graphql<{ updatePromoterBankAccount: { bankAccount: { iban: string; currency: string } } }>(
        BANK,
        { input: account },
        promoter.headers,
      );
      assert.deepEqual(saved.data?.updatePromoterBankAccount.bankAccount, {
        currency: "USD",
        iban: "DE89370400440532013000",
        swift_bic: "DEUTDEFF",
        accountName: "Pavel Promo",
      });
      const [row] = await t.db.select().from(promoterBankAccounts).where(eq(promoterBankAccounts.userId, promoter.id));
      for (const secret of ["DE89370400440532013000", "0532013000", "DEUTDEFF", "Pavel Promo", "Berlin"]) {
        assert.ok(!row.sealed.includes(secret), "the row holds no bank data in clear");
      }
      // Sealed with the owner's id: the same text on another promoter's row does not open.
      const cipher = createBankDataCipher(undefined, false);
      assert.equal((await cipher.open(row.sealed, promoter.id)).iban, "DE89370400440532013000");
      await assert.rejects(() => cipher.open(row.sealed, other.id));

      const own = await t.graphql<{ getPartnerSettings: { bankAccount: { iban: string; address: unknown } } }>(
        SETTINGS,
        {},
        promoter.headers,
      );
      assert.equal(own.data?.getPartnerSettings.bankAccount.iban, "DE89370400440532013000");
      const theirs = await t.graphql<{ getPartnerSettings: { bankAccount: null } }>(SETTINGS, {}, other.headers);
      assert.equal(theirs.data?.getPartnerSettings.bankAccount, null);

      const mails = await mailsTo(t, promoter.email);
      const changed = mails.filter((m) => m.text.includes("3000"));
      assert.equal(changed.length, 1);
      assert.ok(!changed[0].text.includes("DE89370400440532013000") && !changed[0].html.includes("0532"));

      // A RUB account stands beside it (one per currency; the address is not asked for, the ИНН is).
      const rub = await t.graphql<{ updatePromoterBankAccount: { bankAccount: { currency: string } } }>(BANK, {
        input: {
          currency: "RUB",
          accountName: "Белла Банк",
          bankName: "ПАО Сбербанк",
          iban: "40817810899910004312",
          swift_bic: "044525225",
          correspondentAccount: "30101810400000000225",
          inn: "500100732259",
        },
      }, promoter.headers);
      assert.equal(rub.data?.updatePromoterBankAccount.bankAccount.currency, "RUB", JSON.stringify(rub.errors));
      assert.deepEqual(
        (await t.db.select().from(promoterBankAccounts).where(eq(promoterBankAccounts.userId, promoter.id)))
          .map((r) => r.currency).sort(),
        ["RUB", "USD"],
      );
      // Five valid changes an hour: the sixth is refused and changes nothing.
      for (let i = 0; i < 3; i++) await t.graphql(BANK, { input: account }, promoter.headers);
      const limited = await t.graphql(BANK, { input: { ...account, accountName: "Someone Else" } }, promoter.headers);
      assert.equal(codeOf(limited), "TOO_MANY_REQUESTS");
      const [after] = await t.db.select().from(promoterBankAccounts).where(
        and(eq(promoterBankAccounts.userId, promoter.id), eq(promoterBankAccounts.currency, "USD")),
      );
      assert.equal((await cipher.open(after.sealed, promoter.id)).accountName, "Pavel Promo");
    });
  },
);

Deno.test(
  "subscribers: the promoter's own with masked e-mails and commissions; another promoter's list is FORBIDDEN",
  opts,
  async () => {
    await using t = await createTestApp({ seed: true });
    const promoter = await createPromoter(t, { firstName: "Sam", lastName: "Subs" });
    const other = await createPromoter(t, { firstName: "Tom", lastName: "Them" });
    const admin = await createAccount(t, { role: "ADMIN" });
    const [sub] = (await couponsOf(t, promoter.id)).filter((c) => c.kind === "SUBSCRIPTIONS");
    const { subscription, plan } = await membershipWith(t, sub.id, "johnny@example.org");
    await membershipWith(t, (await couponsOf(t, other.id))[0].id, "someone@example.org", "YOO");
    await commissionLine(t, promoter.id, { amount: 450, subscriptionId: subscription.id });
    await commissionLine(t, promoter.id, { amount: 450, subscriptionId: subscription.id, status: "PENDING" });
    await commissionLine(t, promoter.id, { amount: 300, subscriptionId: subscription.id, status: "SELF_REFERRAL" });

    type Row = Record<string, unknown>;
    const list = await t.graphql<{ getPromoterSubscriptionList: Row[] }>(SUBSCRIBERS, {}, promoter.headers);
    assert.equal(list.errors, undefined, JSON.stringify(list.errors));
    assert.deepEqual(list.data?.getPromoterSubscriptionList, [{
      id: subscription.id,
      customerEmail: "jo***@example.org",
      coupon: "SAMSUBSSUB",
      commission: 9,
      couponDiscountPercentage: 0.1,
      currency: "USD",
      paymentMethod: "Stripe",
      planTitle: plan.titleRu,
      priceWithoutDiscount: 20,
      priceAfterDiscount: 18,
      nextTimeCharge: subscription.currentPeriodEnd!.toISOString(),
      numberOfCharges: 1,
      status: "ACTIVE",
      billingCycle: "MONTHLY",
    }]);
    const self = await t.graphql<{ getPromoterSubscriptionList: Row[] }>(
      SUBSCRIBERS,
      { id: promoter.id },
      promoter.headers,
    );
    assert.equal(self.data?.getPromoterSubscriptionList.length, 1);
    const foreign = await t.graphql(SUBSCRIBERS, { id: other.id }, promoter.headers);
    assert.equal(codeOf(foreign), "FORBIDDEN");
    const byAdmin = await t.graphql<{ getPromoterSubscriptionList: Row[] }>(
      SUBSCRIBERS,
      { id: other.id },
      admin.headers,
    );
    assert.deepEqual(byAdmin.data?.getPromoterSubscriptionList.map((r) => [r.customerEmail, r.paymentMethod]), [[
      "so***@example.org",
      "Yoo",
    ]]);
  },
);

Deno.test(
  "income: per currency, this period / pending / payable / paid; reversed and self-referral never count",
  opts,
  async () => {
    await using t = await createTestApp({ seed: true });
    const promoter = await createPromoter(t, { firstName: "Ivy", lastName: "Income" });
    const now = Date.now();
    await commissionLine(t, promoter.id, {
      amount: 1000,
      status: "PENDING",
      payableAt: new Date(now + 10 * 86_400_000),
    });
    await commissionLine(t, promoter.id, { amount: 250, status: "PENDING", payableAt: new Date(now - 1000) });
    await commissionLine(t, promoter.id, { amount: 500, status: "PAYABLE", currency: "RUB" });
    await commissionLine(t, promoter.id, { amount: -100, status: "PAYABLE", entry: "CLAWBACK" });
    await commissionLine(t, promoter.id, { amount: 700, status: "PAID" });
    await commissionLine(t, promoter.id, { amount: 0, status: "REVERSED" });
    await commissionLine(t, promoter.id, { amount: 9999, status: "SELF_REFERRAL" });
    const old = await commissionLine(t, promoter.id, { amount: 300, status: "PAID" });
    await t.db.update(commissions).set({ createdAt: new Date(now - 120 * 86_400_000) }).where(
      eq(commissions.id, old.id),
    );
    // The payout job marks lines PAID as it takes them: paid for the promoter once the admin marks the payout paid.
    const inPayout = async (status: "PENDING" | "PAID", amount: number) => {
      const [payout] = await t.db.insert(payouts).values({
        promoterId: promoter.id,
        periodFrom: status === "PAID" ? "2026-01-01" : "2026-02-01",
        periodTo: status === "PAID" ? "2026-01-31" : "2026-02-28",
        currency: "USD",
        productCommission: 0,
        subscriptionCommission: amount,
        totalAmount: amount,
        status,
      }).returning();
      await commissionLine(t, promoter.id, { amount, status: "PAID", payoutId: payout.id });
    };
    await inPayout("PENDING", 2000);
    await inPayout("PAID", 4000);

    const res = await t.graphql<{ getPromoterIncome: Record<string, unknown> }>(INCOME, {}, promoter.headers);
    assert.equal(res.errors, undefined, JSON.stringify(res.errors));
    const income = res.data!.getPromoterIncome as {
      nextPayoutDate: string;
      thisPeriod: Array<{ amount: number; currency: string; dateFrom: string; dateTo: string }>;
      pending: unknown[];
      payable: unknown[];
      paid: unknown[];
    };
    assert.match(income.nextPayoutDate, /^\d{4}-\d{2}-15$/);
    assert.deepEqual(income.pending, [{ amount: 10, currency: "USD" }]);
    assert.deepEqual(income.payable, [{ amount: 5, currency: "RUB" }, { amount: 21.5, currency: "USD" }]);
    assert.deepEqual(income.paid, [{ amount: 50, currency: "USD" }]);
    // Since the last closed period: everything above but the line from four months ago.
    assert.deepEqual(income.thisPeriod.map((i) => [i.currency, i.amount]), [["RUB", 5], ["USD", 78.5]]);
    assert.ok(income.thisPeriod[0].dateFrom < income.thisPeriod[0].dateTo);
  },
);

Deno.test("exchange rates: null before the first day is stored, then the latest day", opts, async () => {
  await using t = await createTestApp({ seed: true });
  const promoter = await createPromoter(t);
  await t.db.delete(exchangeRates);
  const none = await t.graphql<{ getCurrencyExchangeRates: null }>(RATES, {}, promoter.headers);
  assert.equal(none.data?.getCurrencyExchangeRates, null);
  const day = { rubToEur: 0.0098, rubToUsd: 0.0105, usdToEur: 0.93, usdToRub: 95.2, source: "test" };
  await t.db.insert(exchangeRates).values([{ date: "2026-11-25", ...day }, {
    date: "2026-11-26",
    ...day,
    usdToRub: 96,
  }]);
  const latest = await t.graphql<{ getCurrencyExchangeRates: Record<string, unknown> }>(RATES, {}, promoter.headers);
  assert.deepEqual(latest.data?.getCurrencyExchangeRates, {
    date: "2026-11-26",
    rubToEur: 0.0098,
    rubToUsd: 0.0105,
    usdToEur: 0.93,
    usdToRub: 96,
  });
});

Deno.test(
  "payouts: own only for a promoter; admins see all with the bank snapshot",
  opts,
  async () => {
    await using t = await createTestApp({ seed: true });
    await quietly(async () => {
      const promoter = await createPromoter(t, { firstName: "Paula", lastName: "Payout" });
      const other = await createPromoter(t, { firstName: "Otis", lastName: "Other" });
      const admin = await createAccount(t, { role: "ADMIN" });
      const moderator = await createAccount(t, { role: "MODERATOR" });
      const account = { ...USD_ACCOUNT, address: { ...USD_ACCOUNT.address, countryId: await countryId(t) } };
      const stored = await t.graphql(BANK, { input: account }, promoter.headers);
      assert.equal(stored.errors, undefined, JSON.stringify(stored.errors));
      const [bank] = await t.db.select().from(promoterBankAccounts).where(eq(promoterBankAccounts.userId, promoter.id));
      const payout = async (promoterId: string, periodFrom: string, sealed: string | null) => {
        const [row] = await t.db.insert(payouts).values({
          promoterId,
          periodFrom,
          periodTo: `${periodFrom.slice(0, 8)}28`,
          currency: "USD",
          productCommission: 0,
          subscriptionCommission: 1500,
          totalAmount: 1500,
          bankAccountSealed: sealed,
          bankCurrency: sealed ? "USD" : null,
        }).returning();
        return row;
      };
      const mine = await payout(promoter.id, "2026-10-01", bank.sealed);
      const older = await payout(promoter.id, "2026-09-01", bank.sealed);
      const theirs = await payout(other.id, "2026-10-01", null);
      await commissionLine(t, promoter.id, { amount: 1000, payoutId: mine.id, sourcePaymentId: "in_A" });
      await commissionLine(t, promoter.id, {
        amount: 500,
        payoutId: mine.id,
        provider: "YOO",
        sourcePaymentId: "yoo_B",
      });
      await commissionLine(t, promoter.id, { amount: 1500, payoutId: older.id });

      type P = {
        id: string;
        promoterUsername: string | null;
        status: string;
        stripeInvoices: string[];
        yooInvoices: string[];
        bankAccount: { iban: string } | null;
        totalAmount: number;
      };
      const own = await t.graphql<{ getPayouts: P[] }>(PAYOUTS, {}, promoter.headers);
      assert.deepEqual(own.data?.getPayouts.map((p) => p.id), [mine.id, older.id]);
      const first = own.data!.getPayouts[0];
      assert.deepEqual(first.stripeInvoices, ["in_A"]);
      assert.deepEqual(first.yooInvoices, ["yoo_B"]);
      assert.equal(first.totalAmount, 15);
      assert.equal(first.promoterUsername, null);
      assert.equal(first.bankAccount?.iban, "DE89370400440532013000", "the owner sees their snapshot");

      // Another promoter's payouts: FORBIDDEN; their own list never holds someone else's.
      assert.equal(codeOf(await t.graphql(PAYOUTS, { q: { promoterId: promoter.id } }, other.headers)), "FORBIDDEN");
      const theirList = await t.graphql<{ getPayouts: P[] }>(PAYOUTS, {}, other.headers);
      assert.deepEqual(theirList.data?.getPayouts.map((p) => p.id), [theirs.id]);
      assert.equal(
        codeOf(await t.graphql(PAYOUTS, { q: { periodFrom: "2026-02-31" } }, promoter.headers)),
        "BAD_USER_INPUT",
      );

      assert.equal(codeOf(await t.graphql(PAYOUTS, {}, moderator.headers)), "FORBIDDEN", "not a moderator's");

      // Admins: every payout, whose it is, the snapshot opened; filters.
      const all = await t.graphql<{ getPayouts: P[] }>(PAYOUTS, { q: { periodFrom: "2026-10-01" } }, admin.headers);
      assert.deepEqual(all.data?.getPayouts.map((p) => p.id).sort(), [mine.id, theirs.id].sort());
      const adminsView = all.data!.getPayouts.find((p) => p.id === mine.id)!;
      assert.equal(adminsView.promoterUsername, "PAULAPAYOUT");
      assert.equal(adminsView.bankAccount?.iban, "DE89370400440532013000");
    });
  },
);

Deno.test(
  "cancelling the partnership: codes stop working, signed out, role back; earned commissions stay",
  opts,
  async () => {
    await using t = await createTestApp({ seed: true });
    await quietly(async () => {
      const promoter = await createPromoter(t, { firstName: "Carla", lastName: "Cancel" });
      await t.graphql(ADD, { alias: "CARLAEXTRA", kind: "PRODUCTS" }, promoter.headers);
      const line = await commissionLine(t, promoter.id, { amount: 800, status: "PAYABLE" });
      const before = await checkCoupon(t.db, {
        code: "carlacancelsub",
        provider: "YOO",
        isSubscription: true,
        productId: null,
      }, new Date());
      assert.equal(before.valid, true);

      const res = await t.graphql<{ cancelMyPartnership: { success: boolean } }>(CANCEL, {}, promoter.headers);
      assert.equal(res.data?.cancelMyPartnership.success, true, JSON.stringify(res.errors));
      for (const code of ["CARLACANCELSUB", "CARLACANCELPROD", "CARLAEXTRA"]) {
        const kind = code.endsWith("SUB") ? true : false;
        const check = await checkCoupon(
          t.db,
          { code, provider: "YOO", isSubscription: kind, productId: null },
          new Date(),
        );
        assert.equal(check.valid, false, code);
      }
      assert.equal((await couponsOf(t, promoter.id)).every((c) => !c.active), true);
      assert.equal((await t.db.select().from(sessions).where(eq(sessions.userId, promoter.id))).length, 0);
      const [user] = await t.db.select().from(users).where(eq(users.id, promoter.id));
      assert.equal(user.role, "CUSTOMER");
      const [settings] = await t.db.select().from(partnerSettings).where(eq(partnerSettings.userId, promoter.id));
      assert.ok(settings.partnershipCancelled);
      const [kept] = await t.db.select().from(commissions).where(and(eq(commissions.id, line.id)));
      assert.equal(kept.status, "PAYABLE");
      assert.equal(kept.amount, 800);
      // The old cookie is no session any more.
      assert.equal(codeOf(await t.graphql(COUPONS, {}, promoter.headers)), "UNAUTHENTICATED");
      assert.equal(
        (await mailsTo(t, promoter.email)).filter((m) => m.text.includes("CARLA") || m.subject).length > 0,
        true,
      );
    });
  },
);

Deno.test("payments-info toggle flips the promoter's own setting", opts, async () => {
  await using t = await createTestApp({ seed: true });
  const promoter = await createPromoter(t);
  const first = await t.graphql<{ toggleSubscriptionOnPaymentsInfo: { isSubscribedOnPaymentsInfo: boolean } }>(
    TOGGLE,
    {},
    promoter.headers,
  );
  assert.equal(first.data?.toggleSubscriptionOnPaymentsInfo.isSubscribedOnPaymentsInfo, false);
  const second = await t.graphql<{ toggleSubscriptionOnPaymentsInfo: { isSubscribedOnPaymentsInfo: boolean } }>(
    TOGGLE,
    {},
    promoter.headers,
  );
  assert.equal(second.data?.toggleSubscriptionOnPaymentsInfo.isSubscribedOnPaymentsInfo, true);
});
