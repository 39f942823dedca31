// The site layout by the viewer's tier, in the server-rendered HTML itself: the footer's and header's account links
// and the members' discount strip (decision 043).
import assert from "node:assert/strict";
import { createTestApp } from "../support/app.ts";

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
      // The members' discount strip (the creeping line inviting to /subscribe) is not for those who are members.
      assert.equal(html.includes('data-testid="creeping-line"'), want.strip, `${label}: discount strip`);
      // (Its data may still travel in the dehydrated cache: it is public, the same for everyone; only not shown.)
      assert.equal(html.includes(`>${words[locale].strip}`), want.strip, `${label}: discount text`);
      // The header agrees: no Join the club for a fellow.
      assert.equal(html.includes('data-testid="header-join"'), want.join, `${label}: header Join`);
    }
  }
});
