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

const UPLOAD_SINGLE_FILE = `mutation UploadSingleFile($src: Upload!) { uploadSingleFile(src: $src) { avatarSrc } }`;

type GqlAnswer = {
  data?: { uploadSingleFile: { avatarSrc: string } } | null;
  errors?: Array<{ extensions?: { code?: string; i18nKey?: string } }>;
};

Deno.test(
  "UploadSingleFile sets the photo as a GraphQL multipart request, with the REST upload's checks and hourly limit",
  opts,
  async () => {
    await using t = await createTestApp({ seed: false });
    /** A GraphQL multipart request (operations, map, one file part "0"). */
    const send = async (
      file: File,
      headers: Record<string, string> = { "x-test-viewer": "authorized" },
      map?: string,
    ) => {
      const body = new FormData();
      body.set("operations", JSON.stringify({ query: UPLOAD_SINGLE_FILE, variables: { src: null } }));
      body.set("map", map ?? JSON.stringify({ "0": ["variables.src"] }));
      body.set("0", file);
      const res = await t.request("/graphql", { method: "POST", body, headers });
      return { status: res.status, ...(await res.json()) as GqlAnswer };
    };
    const png = () => new File([TINY_PNG], "me.png", { type: "image/png" });

    const anonymous = await send(png(), {});
    assert.equal(anonymous.errors?.[0].extensions?.code, "UNAUTHENTICATED");

    const ok = await send(png());
    assert.equal(ok.errors, undefined, JSON.stringify(ok.errors));
    const { avatarSrc } = ok.data!.uploadSingleFile;
    assert.match(avatarSrc, /^\/uploads\/avatars\/[0-9a-f-]+\/[0-9a-f-]+\.png$/);
    const me = await t.graphql<{ me: { avatarSrc: string } }>(`{ me { avatarSrc } }`, {}, {
      "x-test-viewer": "authorized",
    });
    assert.equal(me.data!.me.avatarSrc, avatarSrc);
    const served = await t.request(avatarSrc);
    assert.deepEqual(new Uint8Array(await served.arrayBuffer()), TINY_PNG);

    // What the REST upload refuses, refused the same way, and nothing changes.
    const pdf = await send(new File([new TextEncoder().encode("%PDF-1.4 fake")], "cv.png", { type: "image/png" }));
    assert.equal(pdf.errors?.[0].extensions?.code, "BAD_USER_INPUT");
    assert.equal(pdf.errors?.[0].extensions?.i18nKey, "errors.avatarType");
    const big = new Uint8Array(3 * 1024 * 1024);
    big.set(TINY_PNG);
    const tooBig = await send(new File([big], "big.png", { type: "image/png" }));
    assert.equal(tooBig.status, 413);
    assert.equal(tooBig.errors?.[0].extensions?.i18nKey, "errors.avatarTooLarge");
    const cross = await send(png(), { "x-test-viewer": "authorized", origin: "https://evil.example" });
    assert.equal(cross.status, 403);
    // Only the one file for variables.src; a JSON request naming a part has no file to give.
    const elsewhere = await send(png(), undefined, JSON.stringify({ "0": ["variables.other"] }));
    assert.equal(elsewhere.status, 400);
    assert.equal(elsewhere.errors?.[0].extensions?.code, "BAD_USER_INPUT");
    const noFile = await t.graphql(UPLOAD_SINGLE_FILE, { src: "0" }, { "x-test-viewer": "authorized" });
    assert.equal(noFile.errors?.[0].extensions?.i18nKey, "errors.avatarType");
    const stillMe = await t.graphql<{ me: { avatarSrc: string } }>(`{ me { avatarSrc } }`, {}, {
      "x-test-viewer": "authorized",
    });
    assert.equal(stillMe.data!.me.avatarSrc, avatarSrc, "no refused upload changed the photo");

    // One hourly limit for both doors: the REST uploads spend it, and the GraphQL upload is then refused.
    let rest = 200;
    while (rest === 200) {
      const form = new FormData();
      form.set("file", png());
      const res = await t.request("/api/profile/avatar", {
        method: "POST",
        body: form,
        headers: { "x-test-viewer": "authorized" },
      });
      await res.body?.cancel();
      rest = res.status;
    }
    assert.equal(rest, 429);
    const limited = await send(png());
    assert.equal(limited.errors?.[0].extensions?.code, "TOO_MANY_REQUESTS");
    assert.equal(limited.errors?.[0].extensions?.i18nKey, "errors.avatarTooMany");
  },
);
