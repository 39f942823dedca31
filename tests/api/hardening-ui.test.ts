// Bugs a new user saw (issue 12), as the server answers them: the guarded pages remember where the visitor was going,
// and the footer and the members' discount strip follow the viewer's tier in the server-rendered HTML itself.
import assert from "node:assert/strict";
import { createTestApp } from "../support/app.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };
type Tier = "anonymous" | "authorized" | "fellow";
const as = (tier: Tier): { headers: Record<string, string> } => ({
  headers: tier === "anonymous" ? {} : { "x-test-viewer": tier },
});

Deno.test(
  "a guarded page sends a signed-out visitor to the login dialog with redirectTo set to that page",
  opts,
  async () => {
    const t = await createTestApp({ seed: false });
    try {
      for (
        const [path, target] of [
          ["/en/profile/", "/en/profile/"],
          ["/ru/saved_jobs/", "/ru/saved_jobs/"],
          ["/en/support/?from=mail", "/en/support/?from=mail"],
          // The dialog's own parameters are not remembered (they would reopen it after signing in).
          ["/ru/profile/?auth=signup&redirectTo=%2F%2Fevil.example", "/ru/profile/"],
        ]
      ) {
        const res = await t.request(path, { redirect: "manual" });
        assert.ok([302, 307].includes(res.status), `${path}: ${res.status}`);
        const location = new URL(res.headers.get("location")!, "http://x");
        const locale = path.slice(1, 3);
        assert.equal(location.pathname, `/${locale}/`, path);
        assert.equal(location.searchParams.get("auth"), "signin", path);
        assert.equal(location.searchParams.get("redirectTo"), target, path);
        await res.body?.cancel();
      }
      // Signed in, the same page renders.
      const page = await t.request("/en/profile/", as("authorized"));
      assert.equal(page.status, 200);
      await page.body?.cancel();
    } finally {
      await t.close();
    }
  },
);

Deno.test("the footer's Register, Login and Join the club follow the tier in the server HTML", opts, async () => {
  const t = await createTestApp({ seed: true });
  try {
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
  } finally {
    await t.close();
  }
});
