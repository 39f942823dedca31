// The experts and partners directories over GraphQL on a real database (the demo seed): only public profiles (experts
// published and approved once; partners published), 6 and 10 a page with Show more, every filter, the three sorts,
// the 3-character search minimum with misspellings found, bad input refused, other statuses for moderators only, and
// at most 4 SQL statements per list request.
import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { experts, mailOutbox, users } from "../../db/schema/index.ts";
import { createSession, SESSION_COOKIE } from "../../api/services/auth/sessions.ts";
import { createTestApp, quietly } from "../support/app.ts";
import { ids, PARTNERS } from "../support/directories.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };

type Expert = {
  slug: string;
  name: string;
  expertActivities: { title: string }[];
  locations: { countryObject: { isoCode: string } }[];
};
const EXPERTS = `query($input: ExpertsInput, $page: DirectoryPaginationOptions) {
  getExperts(input: $input, paginationOptions: $page) {
    experts { slug name position picture { url } expertActivities { id title } locations { countryObject { isoCode country } } languages status }
    meta { hasNextPage } } }`;
Deno.test("getExperts: public profiles only, 6 a page, filters, sorts, search with misspellings", opts, async () => {
  const t = await createTestApp({ seed: true });
  try {
    const list = async (input: Record<string, unknown> = {}, page: Record<string, unknown> = {}) => {
      const res = await t.graphql<{ getExperts: { experts: Expert[]; meta: { hasNextPage: boolean } } }>(
        EXPERTS,
        { input, page },
        { "x-locale": "en" },
      );
      assert.equal(res.errors, undefined, JSON.stringify(res.errors));
      return res.data!.getExperts;
    };
    const first = await list();
    assert.equal(first.experts.length, 6);
    assert.equal(first.meta.hasNextPage, true);
    assert.equal(first.experts[0].slug, "olga-belova", "newest first");
    const second = await list({}, { skip: 6 });
    assert.deepEqual(second.experts.map((e) => e.slug), ["elena-morozova", "sergey-pavlov"]);
    assert.equal(second.meta.hasNextPage, false);
    const all = [...first.experts, ...second.experts].map((e) => e.slug);
    assert.ok(!all.includes("tatiana-lebedeva"), "awaiting moderation: not public");
    assert.ok(!all.includes("nikita-zaytsev"), "published without approval: not public");
    assert.deepEqual(
      first.experts.find((e) => e.slug === "pavel-orlov")!.expertActivities.map((a) => a.title),
      ["Interview preparation", "Careers in the UN"],
    );
    assert.deepEqual(
      first.experts.find((e) => e.slug === "olga-belova")!.locations.map((l) => l.countryObject.isoCode).sort(),
      ["DE", "RU"],
    );

    const slugs = async (input: Record<string, unknown>, page: Record<string, unknown> = {}) =>
      (await list(input, { limit: 20, ...page })).experts.map((e) => e.slug).sort();
    const [un] = await ids(t, "expert_activities", "slug", ["un-careers"]);
    assert.deepEqual(await slugs({ expertActivities: [un] }), ["anna-smirnova", "elena-morozova", "pavel-orlov"]);
    const [admission] = await ids(t, "expert_requests", "slug", ["admission"]);
    assert.deepEqual(await slugs({ expertRequests: [admission] }), ["marina-volkova"]);
    const [deloitte] = await ids(t, "expert_companies", "name", ["Deloitte"]);
    assert.deepEqual(await slugs({ expertCompanies: [deloitte] }), ["olga-belova", "sergey-pavlov"]);
    const [ch] = await ids(t, "countries", "iso_code", ["CH"]);
    assert.deepEqual(await slugs({ countriesIds: [ch] }), ["pavel-orlov"]);
    assert.deepEqual(await slugs({ languages: ["de"] }), ["elena-morozova", "olga-belova"]);
    assert.deepEqual(await slugs({ languages: ["de"], countriesIds: [ch] }), [], "filters combine");

    const az = (await list({}, { limit: 20, sort: { sortBy: "alphabeticallyAZ" } })).experts.map((e) => e.name);
    assert.deepEqual(az, [...az].sort());
    const za = (await list({}, { limit: 20, sort: { sortBy: "alphabeticallyZA" } })).experts.map((e) => e.name);
    // The page's language first (English here, Latin names), each part in the chosen order.
    const latin = (name: string) => /^[A-Z]/.test(name);
    assert.deepEqual(za, [...az.filter(latin).reverse(), ...az.filter((n) => !latin(n)).reverse()]);

    assert.deepEqual(await slugs({ textSearch: "recruiter" }), ["pavel-orlov"]);
    assert.deepEqual(await slugs({ textSearch: "recruter" }), ["pavel-orlov"], "a misspelling still finds him");
    assert.deepEqual(await slugs({ textSearch: "Sokolova" }), ["irina-sokolova"]);
    assert.equal((await slugs({ textSearch: "ab" })).length, 8, "below 3 characters nothing is searched");
    assert.deepEqual(await slugs({ textSearch: "Lebedeva" }), [], "search never reaches a profile under moderation");
  } finally {
    await t.close();
  }
});

Deno.test(
  "directories list the profiles written in the page's language first, each marked with its language",
  opts,
  async () => {
    const t = await createTestApp({ seed: true });
    try {
      type Item = { slug: string; language: string };
      const experts = async (locale: string, page: Record<string, unknown> = {}) => {
        const res = await t.graphql<{ getExperts: { experts: Item[] } }>(
          `query($page: DirectoryPaginationOptions) { getExperts(paginationOptions: $page) { experts { slug language } } }`,
          { page: { limit: 20, ...page } },
          { "x-locale": locale },
        );
        assert.equal(res.errors, undefined, JSON.stringify(res.errors));
        return res.data!.getExperts.experts;
      };
      const partners = async (locale: string) => {
        const res = await t.graphql<{ getPartnerCompanies: { partnerCompanies: Item[] } }>(
          `{ getPartnerCompanies(paginationOptions: { limit: 20 }) { partnerCompanies { slug language } } }`,
          {},
          { "x-locale": locale },
        );
        assert.equal(res.errors, undefined, JSON.stringify(res.errors));
        return res.data!.getPartnerCompanies.partnerCompanies;
      };
      // The languages of a list, in order: one run of the page's language, then one run of the other.
      const runs = (items: Item[]) => items.map((i) => i.language).filter((l, i, all) => l !== all[i - 1]);

      const ruExperts = await experts("ru");
      assert.deepEqual(runs(ruExperts), ["ru", "en"], "Russian profiles first on a Russian page");
      assert.deepEqual(
        ruExperts.filter((e) => e.language === "ru").map((e) => e.slug),
        ["marina-volkova", "anna-smirnova", "elena-morozova", "sergey-pavlov"],
        "newest first among them",
      );
      assert.deepEqual(runs(await experts("en")), ["en", "ru"], "English profiles first on an English page");
      assert.deepEqual(runs(await experts("ru", { sort: { sortBy: "alphabeticallyAZ" } })), ["ru", "en"]);
      assert.deepEqual(runs(await partners("ru")), ["ru", "en"]);
      assert.deepEqual(runs(await partners("en")), ["en", "ru"]);

      const profile = await t.graphql<{ getExpertBySlug: { name: string; language: string } }>(
        `{ getExpertBySlug(slug: "pavel-orlov") { name language } }`,
        {},
        { "x-locale": "ru" },
      );
      assert.deepEqual(profile.data?.getExpertBySlug, { name: "Pavel Orlov", language: "en" });
    } finally {
      await t.close();
    }
  },
);

Deno.test("the experts search finds a name typed in the other script, on the list and its page", opts, async () => {
  const t = await createTestApp({ seed: true });
  try {
    const slugs = async (textSearch: string) => {
      const res = await t.graphql<{ getExperts: { experts: Expert[] } }>(
        EXPERTS,
        { input: { textSearch }, page: { limit: 20 } },
        { "x-locale": "en" },
      );
      assert.equal(res.errors, undefined, JSON.stringify(res.errors));
      return res.data!.getExperts.experts.map((e) => e.slug).sort();
    };
    // Russian names in Latin letters, an English one in Cyrillic, and the names as written still.
    assert.deepEqual(await slugs("anna"), ["anna-smirnova"]);
    assert.deepEqual(await slugs("Smirnova"), ["anna-smirnova"]);
    assert.deepEqual(await slugs("sergey pavlov"), ["sergey-pavlov"]);
    assert.deepEqual(await slugs("Elena Morozova"), ["elena-morozova"]);
    assert.deepEqual(await slugs("кузнецов"), ["dmitry-kuznetsov"]);
    assert.deepEqual(await slugs("Анна"), ["anna-smirnova"]);
    assert.deepEqual(await slugs("Orlov"), ["pavel-orlov"]);
    // The page as the visitor opens it: /en/experts/?q=anna lists «Анна Смирнова».
    const html = await (await t.request("/en/experts/?q=anna")).text();
    assert.match(html, /Анна Смирнова/);
    assert.doesNotMatch(html, /Марина Волкова/);
  } finally {
    await t.close();
  }
});

Deno.test("getExperts: bad input is refused; other statuses are for moderators only", opts, async () => {
  const t = await createTestApp({ seed: true });
  try {
    const code = async (variables: Record<string, unknown>, headers: Record<string, string> = {}) => {
      const res = await t.graphql(EXPERTS, variables, headers);
      return (res.errors?.[0] as { extensions?: { code?: string } } | undefined)?.extensions?.code;
    };
    assert.equal(await code({ page: { sort: { sortBy: "random" } } }), "BAD_USER_INPUT");
    assert.equal(await code({ page: { limit: 1000 } }), "BAD_USER_INPUT");
    assert.equal(await code({ page: { skip: -1 } }), "BAD_USER_INPUT");
    assert.equal(await code({ input: { languages: ["english"] } }), "BAD_USER_INPUT");
    assert.equal(await code({ input: { textSearch: "x".repeat(101) } }), "BAD_USER_INPUT");
    assert.equal(await code({ input: { status: "MODERATION" } }), "FORBIDDEN");
    assert.equal(await code({ input: { status: "MODERATION" } }, { "x-test-viewer": "fellow" }), "FORBIDDEN");
  } finally {
    await t.close();
  }
});

Deno.test("a directory list request runs at most 4 SQL statements, filters and search included", opts, async () => {
  let statements = 0;
  const t = await createTestApp({ seed: true, onQuery: (sql) => !/"sessions"|rate_limit/.test(sql) && statements++ });
  try {
    const [ch] = await ids(t, "countries", "iso_code", ["CH"]);
    statements = 0;
    const experts = await t.graphql(EXPERTS, {
      input: { countriesIds: [ch], languages: ["en"], textSearch: "recruter" },
    });
    assert.equal(experts.errors, undefined);
    assert.ok(statements <= 4, `${statements} statements for getExperts`);
    statements = 0;
    const partners = await t.graphql(PARTNERS, {
      input: { partnerCompanyCategories: ["hr"], textSearch: "recruiting" },
    });
    assert.equal(partners.errors, undefined);
    assert.ok(statements <= 4, `${statements} statements for getPartnerCompanies`);
  } finally {
    await t.close();
  }
});

Deno.test(
  "profiles: public ones by address with their experience, offers and reviews; hidden ones are 404",
  opts,
  async () => {
    const t = await createTestApp({ seed: true });
    try {
      const expert = await t.graphql<{ getExpertBySlug: Record<string, unknown> | null }>(
        `{ getExpertBySlug(slug: "pavel-orlov") { name experience { position company { name } isWorkingCurrently }
        contacts { telegram } } }`,
      );
      assert.deepEqual(expert.data?.getExpertBySlug, {
        name: "Pavel Orlov",
        experience: [
          { position: "Consultant", company: { name: "OSCE" }, isWorkingCurrently: true },
          { position: "Recruitment specialist", company: { name: "UNDP" }, isWorkingCurrently: false },
        ],
        contacts: { telegram: "@pavel_orlov" },
      });
      for (const slug of ["tatiana-lebedeva", "nikita-zaytsev", "no-such-expert"]) {
        const res = await t.graphql<{ getExpertBySlug: unknown }>(
          `query($s: String!) { getExpertBySlug(slug: $s) { id } }`,
          {
            s: slug,
          },
        );
        assert.equal(res.data?.getExpertBySlug, null, slug);
        assert.equal((await t.request(`/en/experts/${slug}/`)).status, 404, slug);
      }
      const partner = await t.graphql<{ getPartnerCompanyBySlug: { services: unknown[]; reviews: unknown[] } }>(
        `{ getPartnerCompanyBySlug(slug: "lingua-pro") { title services { title discountPercentage price { currency value }
        affiliateLink promoText } reviews { text userName } } }`,
      );
      assert.equal(partner.data?.getPartnerCompanyBySlug.services.length, 1);
      assert.deepEqual(partner.data?.getPartnerCompanyBySlug.services[0], {
        title: "Lingua Pro: first consultation",
        discountPercentage: 10,
        price: { currency: "USD", value: 50 },
        affiliateLink: "https://lingua-pro.example.org/?ref=fellows-club",
        promoText: "FELLOWS",
      });
      assert.equal(partner.data?.getPartnerCompanyBySlug.reviews.length, 1);
      assert.equal((await t.request("/ru/partners/draft-partner/")).status, 404);

      const page = await (await t.request("/en/experts/pavel-orlov/")).text();
      assert.match(page, /"@type":"Person"/);
      assert.match(
        page,
        /<meta property="og:image" content="https:\/\/fellows\.test\/pictures\/v1\/cover\/[^"]+\.png"/,
      );
      const company = await (await t.request("/ru/partners/lingua-pro/")).text();
      assert.match(company, /"@type":"Organization"/);
      const xml = await (await t.request("/sitemap.xml")).text();
      assert.ok(xml.includes("https://fellows.test/ru/experts/pavel-orlov/"));
      assert.ok(xml.includes("https://fellows.test/en/partners/lingua-pro/"));
      for (const hidden of ["tatiana-lebedeva", "nikita-zaytsev", "draft-partner"]) {
        assert.ok(
          !xml.includes(hidden),
          hidden,
        );
      }
    } finally {
      await t.close();
    }
  },
);

Deno.test("sendContactInfo: name, message and email required, telegram optional; stored and mailed", opts, async () => {
  const t = await createTestApp({ seed: false, env: { CLUB_INBOX_EMAIL: "team@fellows.test" } });
  try {
    const SEND = `mutation($input: ContactInfoInput!) { sendContactInfo(input: $input) { success } }`;
    const bad = await t.graphql(SEND, {
      input: { subject: "Expert / Pavel Orlov", name: "", email: "x", message: " " },
    });
    const fields = (bad.errors?.[0] as { extensions?: { fields?: Record<string, string> } }).extensions?.fields;
    assert.deepEqual(fields, { name: "errors.required", email: "errors.emailMustBeValid", message: "errors.required" });
    const ok = await quietly(async () => {
      const answer = await t.graphql(SEND, {
        input: {
          subject: "Expert / Pavel Orlov",
          name: "Vera",
          email: "vera@example.org",
          telegram: "@vera",
          message: "Could we rehearse an interview?",
        },
      });
      await t.app.settled();
      return answer;
    });
    assert.equal(ok.errors, undefined, JSON.stringify(ok.errors));
    const rows = await t.db.execute(`select subject, telegram, message from lead_requests`);
    const list = (rows as { rows?: unknown[] }).rows ?? (rows as unknown as unknown[]);
    assert.deepEqual(list, [{
      subject: "Expert / Pavel Orlov",
      telegram: "@vera",
      message: "Could we rehearse an interview?",
    }]);
    const mail = await t.db.execute(`select "to", text from mail_outbox`);
    const mails = ((mail as { rows?: unknown[] }).rows ?? (mail as unknown as unknown[])) as Array<
      { to: string; text: string }
    >;
    assert.equal(mails[0].to, "team@fellows.test");
    assert.match(mails[0].text, /Telegram: @vera/);
  } finally {
    await t.close();
  }
});

async function moderatorHeaders(t: Awaited<ReturnType<typeof createTestApp>>, role = "MODERATOR") {
  const [user] = await t.db.insert(users).values({
    email: `moderator-${crypto.randomUUID().slice(0, 8)}@fellows.test`,
    emailVerified: true,
    firstName: "Mona",
    lastName: "Moderator",
    role: role as "MODERATOR",
  }).returning();
  return { cookie: `${SESSION_COOKIE}=${(await createSession(t.db, user.id)).token}` };
}

Deno.test(
  "moderation: only moderators list, approve and reject; approval makes a profile public, a reason is mailed",
  opts,
  async () => {
    const t = await createTestApp({ seed: true });
    try {
      const QUEUE = `{ getExperts(input: { status: MODERATION }) { experts { id slug } } }`;
      const moderator = await moderatorHeaders(t);
      const queue = await t.graphql<{ getExperts: { experts: Array<{ id: string; slug: string }> } }>(
        QUEUE,
        {},
        moderator,
      );
      assert.deepEqual(queue.data?.getExperts.experts.map((e) => e.slug), ["tatiana-lebedeva"]);
      const id = queue.data!.getExperts.experts[0].id;

      // Not a moderator: refused, nothing changes.
      const APPROVE = `mutation($id: ID!) { adminApproveExpert(id: $id) { success } }`;
      const code = (res: { errors?: Array<{ extensions?: { code?: string } }> }) => res.errors?.[0]?.extensions?.code;
      assert.equal(code(await t.graphql(APPROVE, { id })), "UNAUTHENTICATED");
      assert.equal(code(await t.graphql(APPROVE, { id }, { "x-test-viewer": "fellow" })), "FORBIDDEN");
      assert.equal((await t.request("/en/experts/tatiana-lebedeva/")).status, 404);
      assert.equal(
        (await t.request("/en/admin/moderation/", { headers: { "x-test-viewer": "fellow" } })).status,
        404,
        "the screen is not there for a non-moderator",
      );
      const screen = await t.request("/en/admin/moderation/", { headers: moderator });
      assert.equal(screen.status, 200);
      assert.match(await screen.text(), /Tatiana Lebedeva/);

      // A reason is required to send a profile back.
      const REJECT = `mutation($id: ID!, $reason: String!) { adminRejectExpert(id: $id, reason: $reason) { success } }`;
      assert.equal(code(await t.graphql(REJECT, { id, reason: " " }, moderator)), "BAD_USER_INPUT");

      const approved = await t.graphql(APPROVE, { id }, await moderatorHeaders(t, "GLOBAL_ADMIN"));
      assert.equal(approved.errors, undefined, JSON.stringify(approved.errors));
      assert.equal((await t.request("/en/experts/tatiana-lebedeva/")).status, 200, "public after approval");
      assert.equal(code(await t.graphql(APPROVE, { id }, moderator)), "NOT_FOUND", "approved once: no longer waiting");
      assert.equal(code(await t.graphql(REJECT, { id, reason: "Too short" }, moderator)), "NOT_FOUND");

      // A profile with an owner: rejected with a reason, mailed to the owner in their language.
      const [owner] = await t.db.insert(users).values({
        email: "owner@fellows.test",
        emailVerified: true,
        firstName: "Oleg",
        lastName: "Owner",
        language: "en",
      }).returning();
      const [mine] = await t.db.insert(experts).values({
        slug: "oleg-owner",
        name: "Oleg Owner",
        position: "Coach",
        description: "New profile",
        userId: owner.id,
      }).returning();
      const rejected = await quietly(async () => {
        const answer = await t.graphql(REJECT, { id: String(mine.id), reason: "Add your experience." }, moderator);
        await t.app.settled();
        return answer;
      });
      assert.equal(rejected.errors, undefined, JSON.stringify(rejected.errors));
      const [row] = await t.db.select().from(experts).where(eq(experts.id, mine.id));
      assert.deepEqual([row.status, row.rejectionReason, row.approvedAt], ["DRAFT", "Add your experience.", null]);
      const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, "owner@fellows.test"));
      assert.match(mail.subject, /needs changes/);
      assert.match(mail.text, /Add your experience\./);
    } finally {
      await t.close();
    }
  },
);
