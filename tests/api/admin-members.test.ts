// The back office's members (/admin/members): finding a person, their timeline, and the team's writes on an account
// — grant and end a membership, sign out everywhere, block (no sign-in, expert profile and promoter codes dark) and
// unblock, delete, change role — each with its reason in the audit log, refused on one's own account and (unless a
// global admin) on a team member's, and needing a fresh password.
import assert from "node:assert/strict";
import { and, eq } from "drizzle-orm";
import {
  adminAuditLog,
  coupons,
  partnerSettings,
  plans,
  sessions,
  subscriptions,
  users,
} from "../../db/schema/index.ts";
import { runRenewals } from "../../api/services/billing/renewals.ts";
import { createTestApp } from "../support/app.ts";
import { createViewer, gqlAs, TEAM_PASSWORD, type TestViewer } from "../support/team.ts";
import { SIGN_IN } from "../support/accounts.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };
type App = Awaited<ReturnType<typeof createTestApp>>;
const DAY = 86_400_000;

const ME = `{ me { id role } }`;
const BLOCK = `mutation($id: ID!, $r: String!) { adminBlockMember(id: $id, reason: $r) { blockedAt } }`;
const UNBLOCK = `mutation($id: ID!, $r: String!) { adminUnblockMember(id: $id, reason: $r) { blockedAt } }`;
const GRANT = `mutation($id: ID!, $d: Int!, $r: String!) { adminGrantMembership(id: $id, days: $d, reason: $r) {
  isFellow } }`;
const END = `mutation($id: ID!, $r: String!) { adminEndMembership(id: $id, reason: $r) { isFellow } }`;
const SIGN_OUT = `mutation($id: ID!) { adminSignOutMember(id: $id) { success } }`;
const DELETE = `mutation($id: ID!, $r: String!) { adminDeleteMember(id: $id, reason: $r) { success } }`;
const ROLE = `mutation($id: ID!, $role: Role!) { adminSetMemberRole(id: $id, role: $role) { role } }`;
const MEMBER = `query($id: ID!) { adminMember(id: $id) { member { isFellow blockedAt deleted email }
  membership { provider status currentPeriodEnd } sessions timeline { kind detail } } }`;

async function withPlan(t: App) {
  await t.db.insert(plans).values([
    { billingCycle: "MONTHLY", titleRu: "Месяц", titleEn: "Month", priceUsd: 2000, priceRub: 190000 },
    { billingCycle: "ANNUALLY", titleRu: "Год", titleEn: "Year", priceUsd: 20000, priceRub: 1900000 },
  ]);
}

const auditOf = (t: App, id: string) =>
  t.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.entity, "user"), eq(adminAuditLog.entityId, id)))
    .orderBy(adminAuditLog.id);

Deno.test("the members list finds a person by part of an e-mail or name; a % is only a character", opts, async () => {
  await using t = await createTestApp({ seed: false });
  const admin = await createViewer(t, "admin");
  await t.db.insert(users).values([
    { email: "olga.petrova@example.com", firstName: "Ольга", lastName: "Петрова", emailVerified: true },
    { email: "john@example.com", firstName: "John", lastName: "Smith", isFellow: true, emailVerified: true },
    { email: "spam@example.com", firstName: "Spam", lastName: "Bot", blockedAt: new Date() },
  ]);
  const list = async (search: Record<string, unknown>) =>
    (await gqlAs<{ adminMembers: { total: number; items: Array<{ email: string }> } }>(
      t,
      admin,
      `query($s: AdminMemberSearch) { adminMembers(search: $s) { total items { email } } }`,
      { s: search },
    )).data!.adminMembers;
  assert.deepEqual((await list({ q: "петрова" })).items.map((i) => i.email), ["olga.petrova@example.com"]);
  assert.deepEqual((await list({ q: "John Smith" })).items.map((i) => i.email), ["john@example.com"]);
  assert.deepEqual((await list({ q: "OLGA.P" })).items.map((i) => i.email), ["olga.petrova@example.com"]);
  assert.deepEqual((await list({ show: "fellows" })).items.map((i) => i.email), ["john@example.com"]);
  assert.deepEqual((await list({ show: "blocked" })).items.map((i) => i.email), ["spam@example.com"]);
  assert.equal((await list({ q: "%" })).total, 0);
  const bad = await gqlAs(t, admin, `{ adminMembers(search: { show: "everyone" }) { total } }`);
  assert.equal(bad.errors?.[0]?.extensions?.code, "BAD_USER_INPUT");
});

Deno.test(
  "blocking a spammer: their session dies, they cannot sign in, their expert profile and promoter code go dark",
  opts,
  async () => {
    await using t = await createTestApp({ seed: false });
    const admin = await createViewer(t, "admin");
    const spammer = await createViewer(t, "expert");
    await t.db.update(users).set({ role: "PROMOTER" }).where(eq(users.id, spammer.id!));
    // A promoter's code works only while their partnership is live (decision 167): settings as approval makes them.
    await t.db.insert(partnerSettings).values({
      userId: spammer.id!,
      username: "SPAMMER",
      productCommissionBp: 2000,
      subscriptionCommissionBp: 3000,
      couponProductDiscountBp: 1000,
      couponSubscriptionDiscountBp: 1000,
    });
    await t.db.insert(coupons).values({
      code: "SPAMMY10",
      kind: "SUBSCRIPTIONS",
      discountBasisPoints: 1000,
      promoterId: spammer.id,
    });
    const experts_ = async () =>
      (await t.graphql<{ getExperts: { experts: Array<{ name: string }> } }>(
        `{ getExperts { experts { name } } }`,
      )).data!.getExperts.experts.length;
    const coupon = async () =>
      (await t.graphql<{ isCouponValid: { couponCode: string } | null }>(
        `{ isCouponValid(couponCode: "spammy10", paymentProvider: Yoo, isSubscription: true) { couponCode } }`,
      )).data!.isCouponValid;
    assert.equal(await experts_(), 1);
    assert.ok(await coupon());
    assert.ok((await gqlAs<{ me: { id: string } | null }>(t, spammer, ME)).data!.me, "signed in before");

    const blocked = await gqlAs(t, admin, BLOCK, { id: spammer.id, r: "Sends spam to members" });
    assert.equal(blocked.errors, undefined);
    assert.equal((await gqlAs<{ me: null }>(t, spammer, ME)).data!.me, null, "the session died");
    assert.equal((await t.db.select().from(sessions).where(eq(sessions.userId, spammer.id!))).length, 0);
    const signIn = await t.graphql<{ signIn: { user: null; error: { name: string } } }>(SIGN_IN, {
      input: { email: spammer.email, password: TEAM_PASSWORD },
    });
    assert.equal(signIn.data!.signIn.error.name, "ACCOUNT_BLOCKED");
    assert.equal(signIn.data!.signIn.user, null);
    assert.equal((await t.db.select().from(sessions).where(eq(sessions.userId, spammer.id!))).length, 0);
    assert.equal(await experts_(), 0, "the expert profile is not listed");
    assert.equal(await coupon(), null, "the promoter code is refused");
    const [entry] = await auditOf(t, spammer.id!);
    assert.equal(entry.operation, "adminBlockMember");
    assert.equal(entry.reason, "Sends spam to members");
    assert.equal(entry.actorEmail, admin.email);
    assert.equal((entry.changes as Record<string, { before: unknown }>).blockedAt.before, null);

    const unblocked = await gqlAs(t, admin, UNBLOCK, { id: spammer.id, r: "Appeal accepted" });
    assert.equal(unblocked.errors, undefined);
    assert.equal(await experts_(), 1, "the profile is back as it was");
    assert.ok(await coupon(), "the code works again");
    const again = await t.graphql<{ signIn: { error: null } }>(SIGN_IN, {
      input: { email: spammer.email, password: TEAM_PASSWORD },
    });
    assert.equal(again.data!.signIn.error, null);
  },
);

Deno.test("a membership granted by hand gives access at once and ends with its days", opts, async () => {
  await using t = await createTestApp({ seed: false });
  await withPlan(t);
  const admin = await createViewer(t, "admin");
  const member = await createViewer(t, "member");
  const granted = await gqlAs<{ adminGrantMembership: { isFellow: boolean } }>(t, admin, GRANT, {
    id: member.id,
    d: 30,
    r: "Won the essay contest",
  });
  assert.equal(granted.errors, undefined);
  assert.equal(granted.data!.adminGrantMembership.isFellow, true);
  const detail = await gqlAs<{ adminMember: { membership: { provider: string; currentPeriodEnd: string } } }>(
    t,
    admin,
    MEMBER,
    { id: member.id },
  );
  assert.equal(detail.data!.adminMember.membership.provider, "TEAM");
  const until = Date.parse(detail.data!.adminMember.membership.currentPeriodEnd);
  assert.ok(Math.abs(until - (Date.now() + 30 * DAY)) < 60_000);
  // The member's next request reads the new tier (the session reads isFellow).
  const page = await t.request("/ru/", { headers: member.headers });
  assert.match(await page.text(), /data-viewer="fellow"/);

  const twice = await gqlAs(t, admin, GRANT, { id: member.id, d: 30, r: "Again" });
  assert.equal(twice.errors?.[0]?.extensions?.i18nKey, "admin.errors.member.alreadyMember");
  assert.equal((await t.db.select().from(subscriptions)).length, 1, "nothing more");

  await runRenewals(t.db, t.app.billing.payments, () => {}, new Date(Date.now() + 31 * DAY), t.app.billing.commissions);
  const [after] = await t.db.select().from(users).where(eq(users.id, member.id!));
  assert.equal(after.isFellow, false, "access ended with the granted days");
});

Deno.test("ending a membership by hand takes access away now, with the reason in the audit log", opts, async () => {
  await using t = await createTestApp({ seed: false });
  await withPlan(t);
  const admin = await createViewer(t, "admin");
  const member = await createViewer(t, "member");
  await gqlAs(t, admin, GRANT, { id: member.id, d: 365, r: "Partner's employee" });
  const ended = await gqlAs<{ adminEndMembership: { isFellow: boolean } }>(t, admin, END, {
    id: member.id,
    r: "Left the partner company",
  });
  assert.equal(ended.errors, undefined);
  assert.equal(ended.data!.adminEndMembership.isFellow, false);
  const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, member.id!));
  assert.equal(sub.status, "CANCELLED");
  assert.equal(sub.cancelReason, "ENDED_BY_TEAM");
  const entries = await auditOf(t, member.id!);
  assert.deepEqual(entries.map((e) => e.operation), ["adminGrantMembership", "adminEndMembership"]);
  assert.equal(entries[1].reason, "Left the partner company");
  const none = await gqlAs(t, admin, END, { id: member.id, r: "Again" });
  assert.equal(none.errors?.[0]?.extensions?.i18nKey, "admin.errors.member.notMember");
  assert.equal((await auditOf(t, member.id!)).length, 2, "a refusal writes nothing");
});

Deno.test("sign out everywhere ends every session of the person", opts, async () => {
  await using t = await createTestApp({ seed: false });
  const admin = await createViewer(t, "admin");
  const member = await createViewer(t, "member");
  assert.equal((await gqlAs(t, admin, SIGN_OUT, { id: member.id })).errors, undefined);
  assert.equal((await gqlAs<{ me: null }>(t, member, ME)).data!.me, null);
  assert.equal((await t.db.select().from(sessions).where(eq(sessions.userId, member.id!))).length, 0);
});

Deno.test("deleting an account erases the person and ends their sessions; the row stays for orders", opts, async () => {
  await using t = await createTestApp({ seed: false });
  const admin = await createViewer(t, "admin");
  const member = await createViewer(t, "member");
  const res = await gqlAs(t, admin, DELETE, { id: member.id, r: "Asked by e-mail to be forgotten" });
  assert.equal(res.errors, undefined);
  const [row] = await t.db.select().from(users).where(eq(users.id, member.id!));
  assert.match(row.email, /@deleted\.fellows\.invalid$/);
  assert.equal(row.firstName, "");
  assert.equal(row.passwordHash, null);
  assert.equal((await gqlAs<{ me: null }>(t, member, ME)).data!.me, null);
  const detail = await gqlAs<{ adminMember: { member: { deleted: boolean } } }>(t, admin, MEMBER, { id: member.id });
  assert.equal(detail.data!.adminMember.member.deleted, true);
  const again = await gqlAs(t, admin, BLOCK, { id: member.id, r: "Spam" });
  assert.equal(again.errors?.[0]?.extensions?.i18nKey, "admin.errors.member.deleted");
  const [entry] = await auditOf(t, member.id!);
  assert.equal(entry.operation, "adminDeleteMember");
  assert.equal((entry.changes as Record<string, { before: unknown }>).email.before, member.email);
});

Deno.test(
  "nobody acts on their own account; only a global admin acts on a team member's or gives a role",
  opts,
  async () => {
    await using t = await createTestApp({ seed: false });
    const admin = await createViewer(t, "admin");
    const global = await createViewer(t, "globalAdmin");
    const moderator = await createViewer(t, "moderator");
    const self = await gqlAs(t, admin, BLOCK, { id: admin.id, r: "Testing" });
    assert.equal(self.errors?.[0]?.extensions?.i18nKey, "admin.errors.member.self");
    const colleague = await gqlAs(t, admin, BLOCK, { id: moderator.id, r: "Testing" });
    assert.equal(colleague.errors?.[0]?.extensions?.i18nKey, "admin.errors.member.teamMember");
    assert.equal((await gqlAs<{ me: { id: string } }>(t, moderator, ME)).data!.me.id, moderator.id, "still in");
    const byGlobal = await gqlAs(t, global, SIGN_OUT, { id: moderator.id });
    assert.equal(byGlobal.errors, undefined);

    const roleByAdmin = await gqlAs(t, admin, ROLE, { id: moderator.id, role: "ADMIN" });
    assert.equal(roleByAdmin.errors?.[0]?.extensions?.code, "FORBIDDEN");
    const member = await createViewer(t, "member");
    const promoted = await gqlAs<{ adminSetMemberRole: { role: string } }>(t, global, ROLE, {
      id: member.id,
      role: "MODERATOR",
    });
    assert.equal(promoted.data!.adminSetMemberRole.role, "MODERATOR");
    // The new moderator's next request is a moderator's: the back office opens for them.
    const overview = await gqlAs<{ adminOverview: { role: string } | null }>(t, member, `{ adminOverview { role } }`);
    assert.equal(overview.data!.adminOverview?.role, "MODERATOR");
    const selfRole = await gqlAs(t, global, ROLE, { id: global.id, role: "CUSTOMER" });
    assert.equal(selfRole.errors?.[0]?.extensions?.i18nKey, "admin.errors.member.self");
  },
);

Deno.test("a stale sign-in or bad input changes nothing, with a translated reason", opts, async () => {
  await using t = await createTestApp({ seed: false });
  await withPlan(t);
  const stale = await createViewer(t, "admin", { signedInMinutesAgo: 31 });
  const admin = await createViewer(t, "admin");
  const member = await createViewer(t, "member");
  const before = JSON.stringify(await t.db.select().from(users).where(eq(users.id, member.id!)));
  const refused = await gqlAs(t, stale, BLOCK, { id: member.id, r: "Spam" });
  assert.equal(refused.errors?.[0]?.extensions?.code, "REAUTHENTICATION_REQUIRED");
  assert.equal(refused.errors?.[0]?.extensions?.i18nKey, "admin.errors.reauthenticate");
  const cases: Array<[string, Record<string, unknown>, string]> = [
    [BLOCK, { id: member.id, r: "" }, "admin.errors.reasonRequired"],
    [BLOCK, { id: member.id, r: "x".repeat(501) }, "admin.errors.reasonTooLong"],
    [GRANT, { id: member.id, d: 0, r: "Prize" }, "admin.errors.grantDays"],
    [GRANT, { id: member.id, d: 4000, r: "Prize" }, "admin.errors.grantDays"],
    [BLOCK, { id: "abc", r: "Spam" }, "errors.NOT_FOUND"],
    [BLOCK, { id: crypto.randomUUID(), r: "Spam" }, "admin.errors.member.notFound"],
  ];
  for (const [query, variables, key] of cases) {
    const res = await gqlAs(t, admin, query, variables);
    assert.equal(res.errors?.[0]?.extensions?.i18nKey, key, JSON.stringify(variables));
  }
  assert.equal(JSON.stringify(await t.db.select().from(users).where(eq(users.id, member.id!))), before);
  assert.equal((await auditOf(t, member.id!)).length, 0);
  assert.equal((await t.db.select().from(subscriptions)).length, 0);
  const unknown = await gqlAs<{ adminMember: null }>(t, admin, MEMBER, { id: "not-an-id" });
  assert.equal(unknown.data!.adminMember, null);
});

Deno.test("a person's timeline shows sign-up, support messages, memberships and the team's actions", opts, async () => {
  await using t = await createTestApp({ seed: false });
  await withPlan(t);
  const admin = await createViewer(t, "admin");
  const member: TestViewer = await createViewer(t, "member");
  await gqlAs(
    t,
    member,
    `mutation { contactSupport(input: { title: "Cannot pay", message: "The card fails" }) {
    success } }`,
  );
  await gqlAs(t, admin, GRANT, { id: member.id, d: 30, r: "Sorry for the trouble" });
  const res = await gqlAs<{ adminMember: { timeline: Array<{ kind: string; detail: string }> } }>(t, admin, MEMBER, {
    id: member.id,
  });
  const kinds = res.data!.adminMember.timeline.map((e) => e.kind);
  for (const kind of ["signUp", "signIn", "support", "membership", "team"]) assert.ok(kinds.includes(kind), kind);
  const team = res.data!.adminMember.timeline.find((e) => e.kind === "team")!;
  assert.deepEqual(JSON.parse(team.detail), {
    operation: "adminGrantMembership",
    actor: admin.email,
    reason: "Sorry for the trouble",
  });
});
