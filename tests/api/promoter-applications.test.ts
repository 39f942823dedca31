// Becoming a promoter (issue 27): the profile's application reaches the moderators' queue, approval makes the partner
// settings, the username and the two default codes and mails how to sign in; the promoter signs in with the username;
// a declined applicant is mailed the reason and may apply again; a promoter who left is approved back as they were.
import assert from "node:assert/strict";
import { and, eq } from "drizzle-orm";
import { coupons, partnerSettings, promoterApplications, users } from "../../db/schema/index.ts";
import { SESSION_COOKIE } from "../../api/services/auth/sessions.ts";
import { usernameBase } from "../../api/services/promoters/derive-username.ts";
import { checkCoupon } from "../../api/services/billing/catalogue.ts";
import { createTestApp, quietly } from "../support/app.ts";
import { codeOf, createAccount, createPromoter, type Gql, mailsTo, opts } from "../support/promoters.ts";

const APPLY = `mutation { updateUserInfo(input: { applyForPartnership: true }) { user { id } } }`;
const QUEUE = `query($status: PromoterApplicationStatus) {
  getPromoterApplications(status: $status) { id status reason user { email firstName } } }`;
const APPROVE = `mutation($id: ID!) { adminApprovePromoter(id: $id) { success } }`;
const DECLINE = `mutation($id: ID!, $reason: String!) { adminDeclinePromoter(id: $id, reason: $reason) { success } }`;
const SIGN_IN = `mutation($input: SignInInput!) { signIn(input: $input) { user { id role } error { name i18nKey } } }`;
const COUPONS = `{ getCoupons { id couponCode kind isDefault discountPercentage countUsers countTimes } }`;
const SETTINGS = `{ getPartnerSettings { username couponCode productCommission subscriptionCommission
  couponSubscriptionDiscount couponProductDiscount partnershipCancelled } }`;
const CANCEL = `mutation { cancelMyPartnership { success } }`;

type Application = { id: string; status: string; reason: string | null; user: { email: string; firstName: string } };

Deno.test(
  "apply → the moderators' queue → approve: PROMOTER, settings, two default codes, mailed; sign in by username",
  opts,
  async () => {
    await using t = await createTestApp({ seed: true });
    await quietly(async () => {
      const applicant = await createAccount(t, { firstName: "Иван", lastName: "Петров", password: "secret-pass-1" });
      const moderator = await createAccount(t, { role: "MODERATOR" });
      const member = await createAccount(t);

      // Applying twice (and twice at once) leaves one application waiting.
      await Promise.all([t.graphql(APPLY, {}, applicant.headers), t.graphql(APPLY, {}, applicant.headers)]);
      await t.graphql(APPLY, {}, applicant.headers);
      const waiting = await t.db.select().from(promoterApplications)
        .where(eq(promoterApplications.userId, applicant.id));
      assert.equal(waiting.length, 1);
      assert.equal(waiting[0].status, "PENDING");

      // Only moderators read the queue; anyone else gets null, and may not decide.
      const notForMembers = await t.graphql<{ getPromoterApplications: null }>(QUEUE, {}, member.headers);
      assert.equal(notForMembers.data?.getPromoterApplications, null);
      const queue = await t.graphql<{ getPromoterApplications: Application[] }>(QUEUE, {}, moderator.headers);
      const mine = queue.data!.getPromoterApplications.find((a) => a.user.email === applicant.email)!;
      assert.equal(mine.status, "PENDING");
      const byMember = await t.graphql(APPROVE, { id: mine.id }, member.headers);
      assert.equal(codeOf(byMember), "FORBIDDEN");
      const byApplicant = await t.graphql(APPROVE, { id: mine.id }, applicant.headers);
      assert.equal(codeOf(byApplicant), "FORBIDDEN");
      assert.equal((await t.db.select().from(users).where(eq(users.id, applicant.id)))[0].role, "CUSTOMER");

      // Approved (twice: the second changes and mails nothing).
      const approved = await t.graphql<{ adminApprovePromoter: { success: boolean } }>(
        APPROVE,
        { id: mine.id },
        moderator.headers,
      );
      assert.equal(approved.data?.adminApprovePromoter.success, true, JSON.stringify(approved.errors));
      const again = await t.graphql<{ adminApprovePromoter: { success: boolean } }>(
        APPROVE,
        { id: mine.id },
        moderator.headers,
      );
      assert.equal(again.data?.adminApprovePromoter.success, true);
      const [user] = await t.db.select().from(users).where(eq(users.id, applicant.id));
      assert.equal(user.role, "PROMOTER");
      const [settings] = await t.db.select().from(partnerSettings).where(eq(partnerSettings.userId, applicant.id));
      assert.equal(settings.username, "IVANPETROV", "Cyrillic transliterated, upper-case Latin");
      assert.equal(settings.productCommissionBp, 2000);
      const codes = await t.db.select().from(coupons).where(eq(coupons.promoterId, applicant.id));
      assert.deepEqual(codes.map((c) => `${c.code}:${c.kind}:${c.discountBasisPoints}`).sort(), [
        "IVANPETROVPROD:PRODUCTS:1000",
        "IVANPETROVSUB:SUBSCRIPTIONS:1000",
      ]);
      // Stripe checkout takes them too: each got a Stripe coupon (the local fake here) after the answer.
      await t.app.settled();
      const synced = await t.db.select().from(coupons).where(eq(coupons.promoterId, applicant.id));
      assert.deepEqual(synced.map((c) => c.stripeCouponId).sort(), codes.map((c) => `promo_${c.id}_1000`).sort());
      const atStripe = await checkCoupon(t.db, {
        code: "ivanpetrovsub",
        provider: "STRIPE",
        isSubscription: true,
        productId: null,
      }, new Date());
      assert.equal(atStripe.valid, true);
      const queueAfter = await t.graphql<{ getPromoterApplications: Application[] }>(QUEUE, {}, moderator.headers);
      assert.ok(!queueAfter.data!.getPromoterApplications.some((a) => a.id === mine.id), "no longer waiting");

      const mails = await mailsTo(t, applicant.email);
      const approvedMails = mails.filter((m) => m.text.includes("IVANPETROV"));
      assert.equal(approvedMails.length, 1, "mailed once");
      assert.match(approvedMails[0].text, /https:\/\/fellows\.test\/ru\/\?auth=promoter-signin/);

      // The promoter signs in with the username (any case) and the account's password.
      const wrong = await t.graphqlRaw<{ signIn: { user: null; error: { name: string; i18nKey: string } } }>(SIGN_IN, {
        input: { email: "ivanpetrov", password: "wrong-pass-1", isPromoter: true },
      });
      assert.equal(wrong.data?.signIn.error.i18nKey, "errors.INVALID_PROMOTER_CREDENTIALS");
      assert.equal(wrong.setCookie.some((c) => c.startsWith(`${SESSION_COOKIE}=`) && !c.includes("Max-Age=0")), false);
      const unknown = await t.graphqlRaw<{ signIn: { error: { i18nKey: string } } }>(SIGN_IN, {
        input: { email: "NOSUCHPROMOTER", password: "secret-pass-1", isPromoter: true },
      });
      assert.equal(unknown.data?.signIn.error.i18nKey, "errors.INVALID_PROMOTER_CREDENTIALS");
      const signedIn = await t.graphqlRaw<{ signIn: { user: { id: string; role: string } } }>(SIGN_IN, {
        input: { email: "ivanPetrov", password: "secret-pass-1", isPromoter: true },
      });
      assert.equal(signedIn.data?.signIn.user.id, applicant.id, JSON.stringify(signedIn));
      const line = signedIn.setCookie.find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
      const cookie = { cookie: line.split(";")[0] };
      const list = await t.graphql<{ getCoupons: Array<{ couponCode: string; isDefault: boolean; kind: string }> }>(
        COUPONS,
        {},
        cookie,
      );
      assert.deepEqual(list.data?.getCoupons.map((c) => [c.couponCode, c.kind, c.isDefault]), [
        ["IVANPETROVSUB", "SUBSCRIPTIONS", true],
        ["IVANPETROVPROD", "PRODUCTS", true],
      ]);
      const own = await t.graphql<{ getPartnerSettings: Record<string, unknown> }>(SETTINGS, {}, cookie);
      assert.deepEqual(own.data?.getPartnerSettings, {
        username: "IVANPETROV",
        couponCode: "IVANPETROVSUB",
        productCommission: 0.2,
        subscriptionCommission: 0.3,
        couponSubscriptionDiscount: 0.1,
        couponProductDiscount: 0.1,
        partnershipCancelled: null,
      });
    });
  },
);

Deno.test("only promoters sign in with the promoter form; the normal form still wants an email", opts, async () => {
  await using t = await createTestApp({ seed: true });
  await quietly(async () => {
    const member = await createAccount(t, { password: "secret-pass-1" });
    // A member's own email and password in the promoter form: refused as a wrong pair, nothing signed in.
    const refused = await t.graphqlRaw<{ signIn: { user: null; error: { i18nKey: string } } }>(SIGN_IN, {
      input: { email: member.email, password: "secret-pass-1", isPromoter: true },
    });
    assert.equal(refused.data?.signIn.user, null);
    assert.equal(refused.data?.signIn.error.i18nKey, "errors.INVALID_PROMOTER_CREDENTIALS");
    // A promoter's username in the normal form is not an email.
    const promoter = await createPromoter(t, { password: "secret-pass-2" });
    const normal = await t.graphqlRaw(SIGN_IN, { input: { email: promoter.username, password: "secret-pass-2" } });
    assert.equal(codeOf(normal as Gql<unknown>), "BAD_USER_INPUT");
    // A promoter who ended the partnership no longer signs in by username.
    assert.equal(codeOf(await t.graphql(CANCEL, {}, promoter.headers)), undefined);
    const gone = await t.graphqlRaw<{ signIn: { error: { i18nKey: string } } }>(SIGN_IN, {
      input: { email: promoter.username, password: "secret-pass-2", isPromoter: true },
    });
    assert.equal(gone.data?.signIn.error.i18nKey, "errors.INVALID_PROMOTER_CREDENTIALS");
  });
});

Deno.test("decline: the reason is required and mailed; the applicant may apply again", opts, async () => {
  await using t = await createTestApp({ seed: true });
  await quietly(async () => {
    const applicant = await createAccount(t, { firstName: "Dana" });
    const moderator = await createAccount(t, { role: "MODERATOR" });
    await t.graphql(APPLY, {}, applicant.headers);
    const queue = await t.graphql<{ getPromoterApplications: Application[] }>(QUEUE, {}, moderator.headers);
    const { id } = queue.data!.getPromoterApplications.find((a) => a.user.email === applicant.email)!;

    const blank = await t.graphql(DECLINE, { id, reason: "   " }, moderator.headers);
    assert.equal(codeOf(blank), "BAD_USER_INPUT");
    assert.equal(
      (await t.db.select().from(promoterApplications).where(eq(promoterApplications.id, id)))[0].status,
      "PENDING",
    );

    const declined = await t.graphql<{ adminDeclinePromoter: { success: boolean } }>(
      DECLINE,
      { id, reason: "Your channel has no audience yet" },
      moderator.headers,
    );
    assert.equal(declined.data?.adminDeclinePromoter.success, true, JSON.stringify(declined.errors));
    const [row] = await t.db.select().from(promoterApplications).where(eq(promoterApplications.id, id));
    assert.equal(row.status, "DECLINED");
    assert.equal(row.reason, "Your channel has no audience yet");
    const [user] = await t.db.select().from(users).where(eq(users.id, applicant.id));
    assert.equal(user.role, "CUSTOMER");
    assert.equal(user.requestForPartnershipSent, false, "the profile offers the application again");
    assert.equal((await t.db.select().from(partnerSettings).where(eq(partnerSettings.userId, applicant.id))).length, 0);
    const mails = await mailsTo(t, applicant.email);
    assert.equal(mails.filter((m) => m.text.includes("Your channel has no audience yet")).length, 1);

    // A declined application cannot then be approved; the applicant applies again and waits again.
    assert.equal(codeOf(await t.graphql(APPROVE, { id }, moderator.headers)), "NOT_FOUND");
    await t.graphql(APPLY, {}, applicant.headers);
    const pending = await t.db.select().from(promoterApplications)
      .where(and(eq(promoterApplications.userId, applicant.id), eq(promoterApplications.status, "PENDING")));
    assert.equal(pending.length, 1);
    const history = await t.graphql<{ getPromoterApplications: Application[] }>(
      QUEUE,
      { status: "DECLINED" },
      moderator.headers,
    );
    assert.ok(history.data!.getPromoterApplications.some((a) => a.id === id && a.reason?.includes("audience")));
  });
});

Deno.test(
  "usernames: unique case-insensitively, Latin letters and digits, from the e-mail when the name is short",
  opts,
  async () => {
    await using t = await createTestApp({ seed: true });
    const first = await createPromoter(t, { firstName: "Anna", lastName: "Smith" });
    const second = await createPromoter(t, { firstName: "anna", lastName: "smith" });
    assert.equal(first.username, "ANNASMITH");
    assert.equal(second.username, "ANNASMITH2");
    const [secondCodes] = [await t.db.select().from(coupons).where(eq(coupons.promoterId, second.id))];
    assert.deepEqual(secondCodes.map((c) => c.code).sort(), ["ANNASMITH2PROD", "ANNASMITH2SUB"]);
    const short = await createPromoter(t, { firstName: "Ю", lastName: "" });
    assert.match(short.username, /^USER[A-Z0-9]+$/, "the e-mail's local part");
    assert.equal(usernameBase("Жанна Щукина-О'Нил 2"), "ZHANNASHCHUKINAO");
  },
);

Deno.test(
  "a promoter who cancelled is approved back with the same username and working default codes",
  opts,
  async () => {
    await using t = await createTestApp({ seed: true });
    await quietly(async () => {
      const promoter = await createPromoter(t, { firstName: "Boris", lastName: "Back" });
      const moderator = await createAccount(t, { role: "MODERATOR" });
      assert.equal(codeOf(await t.graphql(CANCEL, {}, promoter.headers)), undefined);
      const [cancelled] = await t.db.select().from(partnerSettings).where(eq(partnerSettings.userId, promoter.id));
      assert.ok(cancelled.partnershipCancelled);
      // Signed out everywhere: a new session applies again.
      const again = await createAccountSession(t, promoter.id);
      await t.graphql(APPLY, {}, again);
      const queue = await t.graphql<{ getPromoterApplications: Application[] }>(QUEUE, {}, moderator.headers);
      const { id } = queue.data!.getPromoterApplications.find((a) => a.user.email === promoter.email)!;
      await t.graphql(APPROVE, { id }, moderator.headers);
      const [settings] = await t.db.select().from(partnerSettings).where(eq(partnerSettings.userId, promoter.id));
      assert.equal(settings.username, "BORISBACK");
      assert.equal(settings.partnershipCancelled, null);
      const list = await t.graphql<{ getCoupons: Array<{ couponCode: string }> }>(COUPONS, {}, again);
      assert.deepEqual(list.data?.getCoupons.map((c) => c.couponCode), ["BORISBACKSUB", "BORISBACKPROD"]);
    });
  },
);

async function createAccountSession(t: Awaited<ReturnType<typeof createTestApp>>, userId: string) {
  const { createSession } = await import("../../api/services/auth/sessions.ts");
  return { cookie: `${SESSION_COOKIE}=${(await createSession(t.db, userId)).token}` };
}

Deno.test(
  "approvals at once: one application approved five times mails once; namesakes get distinct usernames",
  opts,
  async () => {
    await using t = await createTestApp({ seed: true });
    await quietly(async () => {
      const moderator = await createAccount(t, { role: "MODERATOR" });
      const applicants = await Promise.all(
        [0, 1, 2].map(() => createAccount(t, { firstName: "Mark", lastName: "Same" })),
      );
      for (const applicant of applicants) await t.graphql(APPLY, {}, applicant.headers);
      const queue = await t.graphql<{ getPromoterApplications: Application[] }>(QUEUE, {}, moderator.headers);
      const ids = applicants.map((a) => queue.data!.getPromoterApplications.find((x) => x.user.email === a.email)!.id);
      const answers = await Promise.all([
        ...Array.from({ length: 5 }, () => t.graphql(APPROVE, { id: ids[0] }, moderator.headers)),
        t.graphql(APPROVE, { id: ids[1] }, moderator.headers),
        t.graphql(APPROVE, { id: ids[2] }, moderator.headers),
      ]);
      assert.ok(answers.every((a) => codeOf(a) === undefined), JSON.stringify(answers.map((a) => a.errors)));
      const names = await Promise.all(
        applicants.map(async (a) =>
          (await t.db.select().from(partnerSettings).where(eq(partnerSettings.userId, a.id)))[0].username
        ),
      );
      assert.deepEqual([...names].sort(), ["MARKSAME", "MARKSAME2", "MARKSAME3"]);
      const mails = await mailsTo(t, applicants[0].email);
      assert.equal(mails.filter((m) => m.text.includes(names[0])).length, 1, "one approval mail");
      assert.equal((await t.db.select().from(coupons).where(eq(coupons.promoterId, applicants[0].id))).length, 2);
    });
  },
);

Deno.test(
  "the embedded default's demo promoter signs in as DEMOPROMO and sees its codes; the demo admin sees payouts",
  opts,
  async () => {
    await using t = await createTestApp({ seed: true });
    const { DEMO_PASSWORD, seedDemoAccounts } = await import("../../db/seed/accounts.ts");
    await seedDemoAccounts(t.db);
    await seedDemoAccounts(t.db); // twice: nothing more
    const signedIn = await t.graphqlRaw<{ signIn: { user: { role: string } } }>(SIGN_IN, {
      input: { email: "demopromo", password: DEMO_PASSWORD, isPromoter: true },
    });
    assert.equal(signedIn.data?.signIn.user.role, "PROMOTER", JSON.stringify(signedIn));
    const cookie = { cookie: signedIn.setCookie.find((c) => c.startsWith(`${SESSION_COOKIE}=`))!.split(";")[0] };
    const list = await t.graphql<{ getCoupons: Array<{ couponCode: string }> }>(COUPONS, {}, cookie);
    assert.deepEqual(list.data?.getCoupons.map((c) => c.couponCode), ["DEMOPROMOSUB", "DEMOPROMOPROD"]);
    const admin = await t.graphqlRaw<{ signIn: { user: { role: string } } }>(SIGN_IN, {
      input: { email: "admin@demo.fellows.club", password: DEMO_PASSWORD },
    });
    assert.equal(admin.data?.signIn.user.role, "ADMIN");
    const adminCookie = { cookie: admin.setCookie.find((c) => c.startsWith(`${SESSION_COOKIE}=`))!.split(";")[0] };
    const payouts = await t.graphql<{ getPayouts: unknown[] }>(`{ getPayouts { id } }`, {}, adminCookie);
    assert.deepEqual(payouts.data?.getPayouts, []);
  },
);
