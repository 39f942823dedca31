// The site layout by the viewer's tier, in the server-rendered HTML itself: the footer's and header's account links
// and the members' discount strip (decisions 043, 146).
import assert from "node:assert/strict";
import { createTestApp } from "../support/app.ts";
import { creepingLineBanners, users } from "../../db/schema/index.ts";
import { createSession, SESSION_COOKIE } from "../../api/services/auth/sessions.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };
type Tier = "anonymous" | "authorized" | "fellow";
const as = (tier: Tier): { headers: Record<string, string> } => ({
  headers: tier === "anonymous" ? {} : { "x-test-viewer": tier },
});

Deno.test("the footer's Register, Login and Join the club follow the tier in the server HTML", opts, async () => {
  await using t = await createTestApp({ seed: true });
  const expected: Record<Tier, { register: boolean; join: boolean; strip: boolean }> = {
    anonymous: { register: true, join: true, strip: true },
    authorized: { register: false, join: true, strip: true },
    fellow: { register: false, join: false, strip: false },
  };
  const words = {
    en: { register: "Registration", login: "Login", join: "Join the club", strip: "20% off the annual membership" },
    ru: { register: "Регистрация", login: "Вход", join: "Вступить в клуб", strip: "Скидка 20% на годовую подписку" },
  };
  for (const locale of ["en", "ru"] as const) {
    for (const tier of ["anonymous", "authorized", "fellow"] as const) {
      const html = await (await t.request(`/${locale}/jobs/`, as(tier))).text();
      const footer = html.slice(html.indexOf('data-testid="site-footer"'));
      assert.ok(footer.length < html.length, "the footer is in the HTML");
      const want = expected[tier];
      const label = `${locale}, ${tier}`;
      assert.equal(footer.includes('data-testid="footer-register"'), want.register, `${label}: Register`);
      assert.equal(footer.includes('data-testid="footer-login"'), want.register, `${label}: Login`);
      assert.equal(footer.includes('data-testid="footer-join"'), want.join, `${label}: Join the club`);
      assert.equal(footer.includes(`>${words[locale].register}</a>`), want.register, `${label}: Register text`);
      assert.equal(footer.includes(`>${words[locale].join}</a>`), want.join, `${label}: Join text`);
      // The personal-cabinet links stay for everyone (spec 03); signed-out visitors are asked to log in there.
      assert.ok(footer.includes(`href="/${locale}/profile/"`), `${label}: profile link`);
      // The members' discount strip (the creeping line inviting to /subscribe) is not for those who are members: its
      // audience is visitors and signed-in non-members (decision 146).
      assert.equal(html.includes('data-testid="creeping-line"'), want.strip, `${label}: discount strip`);
      // (Its data may still travel in the dehydrated cache: it is public, the same for everyone; only not shown.)
      assert.equal(html.includes(`>${words[locale].strip}`), want.strip, `${label}: discount text`);
      // The header agrees: no Join the club for a fellow.
      assert.equal(html.includes('data-testid="header-join"'), want.join, `${label}: header Join`);
    }
  }
});

Deno.test("a creeping line aimed at one address shows to that member only, with the site cache on", opts, async () => {
  const statements: string[] = [];
  await using t = await createTestApp({
    seed: true,
    env: { SITE_CACHE_SECONDS: "60" },
    onQuery: (q) => statements.push(q),
  });
  const [owner] = await t.db.insert(users).values({
    email: "line-owner@fellows.test",
    emailVerified: true,
    firstName: "Lina",
    lastName: "Owner",
  }).returning();
  const ownerCookie = `${SESSION_COOKIE}=${(await createSession(t.db, owner.id)).token}`;
  await t.db.insert(creepingLineBanners).values({
    text: "Lina, your interview kit is ready",
    link: "/profile",
    priority: 5,
    conditionEmail: owner.email,
    isRegistered: true,
    isPaid: true,
    language: "en",
    status: "PUBLISHED",
  });
  const LINE = "query ($l: Language!) { getCreepingLineBanner(language: $l) { text } }";
  const lineFor = async (headers: Record<string, string>) =>
    (await t.graphql<{ getCreepingLineBanner: { text: string } | null }>(LINE, { l: "en" }, headers)).data
      ?.getCreepingLineBanner?.text;
  // Twice each, so the second answer comes from the cache the first one filled.
  for (let round = 0; round < 2; round++) {
    assert.equal(await lineFor({ cookie: ownerCookie }), "Lina, your interview kit is ready", `owner, round ${round}`);
    assert.match(await lineFor({ "x-test-viewer": "authorized" }) ?? "", /^20% off/, `another member, round ${round}`);
    assert.match(await lineFor({}) ?? "", /^20% off/, `a visitor, round ${round}`);
    // The seeded line invites to join, so its audience leaves members out (decision 146): a fellow gets none.
    assert.equal(await lineFor({ "x-test-viewer": "fellow" }), undefined, `a fellow, round ${round}`);
  }
  // Once cached, only the owner of a line of their own reads the lines again; nobody else's page reads them.
  statements.length = 0;
  await lineFor({ "x-test-viewer": "authorized" });
  await lineFor({});
  assert.deepEqual(statements.filter((q) => q.includes("creeping_line_banners")), []);
  await lineFor({ cookie: ownerCookie });
  assert.equal(statements.filter((q) => q.includes("creeping_line_banners")).length, 1);
  // The owner's own page shows it in the server HTML, and the user row is read once (by the session lookup).
  statements.length = 0;
  const html = await (await t.request("/en/jobs/", { headers: { cookie: ownerCookie } })).text();
  assert.ok(html.includes("Lina, your interview kit is ready"));
  assert.equal(statements.filter((q) => /^select .* from "users"/s.test(q)).length, 0, "no second read of the user");
  assert.ok(html.includes('data-testid="header-user"'), "the header still names the member");
});
