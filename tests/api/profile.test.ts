// The profile pages as a returning user sees them: the data is in the server HTML (no "Loading…"), the photo stays
// after a reload, and a requested email change shows its "confirm your new email" notice.
import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { mailOutbox, users } from "../../db/schema/index.ts";
import { BROWSER_UA, createTestApp, quietly } from "../support/app.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };
const as = (tier: "anonymous" | "authorized" | "fellow"): { headers: Record<string, string> } => ({
  headers: tier === "anonymous" ? {} : { "x-test-viewer": tier },
});
const TINY_PNG = Uint8Array.from(
  atob(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  ),
  (c) => c.charCodeAt(0),
);

Deno.test(
  "/profile and /preferences arrive filled in the server HTML; photo and pending email survive a reload",
  opts,
  async () => {
    const t = await createTestApp({ seed: false });
    try {
      const member = { "x-test-viewer": "authorized" };
      const info = await t.graphql(
        `mutation($input: UpdateUserInfoInput!) { updateUserInfo(input: $input) { user { id } } }`,
        { input: { phone: "+44 207 946 0958", summary: "Humanitarian logistics" } },
        member,
      );
      assert.equal(info.errors, undefined, JSON.stringify(info.errors));
      const body = new FormData();
      body.set("file", new File([TINY_PNG], "me.png", { type: "image/png" }));
      const upload = await t.request("/api/profile/avatar", { method: "POST", body, headers: member });
      assert.equal(upload.status, 200);
      const { avatarSrc } = await upload.json();
      const change = await quietly(async () => {
        const answer = await t.graphql(
          `mutation($email: String!) { updateUserEmail(email: $email) { error { name } } }`,
          { email: "next-home@example.org" },
          { ...member, "x-locale": "en" },
        );
        await t.app.settled();
        return answer;
      });
      assert.equal(change.errors, undefined, JSON.stringify(change.errors));
      const prefs = await t.graphql(
        `mutation($input: PreferencesInput!) { setPreferences(input: $input) { user { id } } }`,
        { input: { regions: ["Europe"], isSubscribedOnJobsMailing: true } },
        member,
      );
      assert.equal(prefs.errors, undefined, JSON.stringify(prefs.errors));

      // A reload is a new request: what the page shows comes from the server's HTML and its dehydrated cache.
      const profile = await t.request("/en/profile/", { headers: { ...member, "user-agent": BROWSER_UA } });
      assert.equal(profile.status, 200);
      const html = await profile.text();
      assert.doesNotMatch(html, /Loading…/);
      assert.match(html, /data-testid="profile-form"/);
      assert.match(html, /value="\+44 207 946 0958"/);
      assert.match(html, /Humanitarian logistics/);
      assert.match(
        html,
        new RegExp(
          `data-testid="avatar-image"[^>]*src="${avatarSrc}"|src="${avatarSrc}"[^>]*data-testid="avatar-image"`,
        ),
      );
      assert.match(
        html,
        new RegExp(
          `src="${avatarSrc}"[^>]*data-testid="header-avatar"|data-testid="header-avatar"[^>]*src="${avatarSrc}"`,
        ),
      );
      assert.match(html, /data-testid="pending-email"[^>]*>We sent a link to next-home@example.org/);

      const preferences = await t.request("/en/preferences/", { headers: { ...member, "user-agent": BROWSER_UA } });
      const prefsHtml = await preferences.text();
      assert.doesNotMatch(prefsHtml, /Loading…/);
      assert.match(prefsHtml, /data-testid="preferences-form"/);
      assert.match(prefsHtml, /aria-pressed="true"[^>]*data-testid="pref-region-Europe"/);
    } finally {
      await t.close();
    }
  },
);

Deno.test(
  "a visitor asking for a personal page goes home with the login dialog, for every personal page",
  opts,
  async () => {
    const t = await createTestApp({ seed: false });
    try {
      for (const path of ["/en/profile/", "/en/preferences/", "/en/saved_jobs/", "/ru/support/"]) {
        const res = await t.request(path, { redirect: "manual" });
        assert.equal(res.status, 307, path);
        // The login dialog remembers where the visitor was going (redirectTo, issue 12).
        const location = new URL(res.headers.get("location") ?? "", "https://fellows.test");
        assert.match(location.pathname, /^\/(en|ru)\/$/, path);
        assert.equal(location.searchParams.get("auth"), "signin", path);
        assert.equal(location.searchParams.get("redirectTo"), path);
      }
    } finally {
      await t.close();
    }
  },
);

// Issue 25, defect 19: a promoter application reached no one.
Deno.test(
  "a promoter application is mailed to the moderators in their languages (the club's inbox when there are none), once",
  opts,
  async () => {
    const APPLY = `mutation { updateUserInfo(input: { applyForPartnership: true }) {
      user { applyForPartnership { requestForPartnershipSent } } } }`;
    const apply = async (t: Awaited<ReturnType<typeof createTestApp>>, headers: Record<string, string>) =>
      await quietly(async () => {
        const r = await t.graphql(APPLY, {}, headers);
        await t.app.settled();
        return r;
      });
    const mailsTo = async (t: Awaited<ReturnType<typeof createTestApp>>, to: string) =>
      await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

    // No moderator yet: the club's inbox hears of it.
    const lone = await createTestApp({ seed: false, env: { CLUB_INBOX_EMAIL: "team@club.test" } });
    try {
      const res = await apply(lone, { "x-test-viewer": "authorized" });
      assert.equal(res.errors, undefined, JSON.stringify(res.errors));
      const [mail] = await mailsTo(lone, "team@club.test");
      assert.ok(mail, "the club's inbox has the application");
      assert.match(mail.subject, /промоутер/i);
      assert.match(mail.text, /Rita Tester/);
    } finally {
      await lone.close();
    }

    const t = await createTestApp({ seed: false, env: { CLUB_INBOX_EMAIL: "team@club.test" } });
    try {
      await t.db.insert(users).values([
        { email: "mod-ru@fellows.test", firstName: "Мод", lastName: "Р", role: "MODERATOR", language: "ru" },
        { email: "admin-en@fellows.test", firstName: "Ada", lastName: "E", role: "ADMIN", language: "en" },
        { email: "customer@fellows.test", firstName: "Cy", lastName: "C", role: "CUSTOMER", language: "en" },
      ]);
      const member = { "x-test-viewer": "authorized" };
      await apply(t, member);
      await apply(t, member); // asked again: nothing new to tell
      const [ru] = await mailsTo(t, "mod-ru@fellows.test");
      const [en] = await mailsTo(t, "admin-en@fellows.test");
      assert.equal((await mailsTo(t, "mod-ru@fellows.test")).length, 1, "once");
      assert.match(ru.subject, /Заявка.*промоутер/i);
      assert.match(ru.text, /Rita Tester/);
      assert.match(en.subject, /promoter application/i);
      assert.match(en.text, /Rita Tester/);
      assert.equal((await mailsTo(t, "customer@fellows.test")).length, 0);
      assert.equal((await mailsTo(t, "team@club.test")).length, 0, "moderators read it: the inbox is not needed");
    } finally {
      await t.close();
    }
  },
);

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
