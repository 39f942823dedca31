// Expert onboarding and sellers (issue 15), on a real database against the local Stripe fake at its HTTP edge:
// connecting Stripe (once, even when clicked concurrently), the onboarding states, creating and editing one's own
// profile with the form's validation and limits, documents, moderation to the directory, and the seller's dashboard
// link and account session.
import assert from "node:assert/strict";
import { count, eq } from "drizzle-orm";
import { experts, expertServices, sellerAccounts, users } from "../../db/schema/index.ts";
import { createSession, SESSION_COOKIE } from "../../api/services/auth/sessions.ts";
import { createTestApp, quietly } from "../support/app.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };
type App = Awaited<ReturnType<typeof createTestApp>>;
type Gql<T> = {
  status: number;
  data?: T;
  errors?: Array<{ extensions?: { code?: string; fields?: Record<string, string> } }>;
};

async function userHeaders(t: App, role: "CUSTOMER" | "MODERATOR" = "CUSTOMER", firstName = "Rita") {
  const [user] = await t.db.insert(users).values({
    email: `${role.toLowerCase()}-${crypto.randomUUID().slice(0, 8)}@fellows.test`,
    emailVerified: true,
    firstName,
    lastName: "Tester",
    role,
  }).returning();
  return { id: user.id, headers: { cookie: `${SESSION_COOKIE}=${(await createSession(t.db, user.id)).token}` } };
}

const STATUS = `{ checkStripeConnectionStatus { stripeAccountId status } }`;
const CONNECT = `mutation($source: String!) { connectStripe(source: $source) { url error } }`;
const SAVE_FIELDS = `error { name message limit } expert { id slug status name rejectionReason approved
  services { title price { value currency } document { fileName source } } experience { company { name } } }`;
const CREATE = `mutation($input: CreateExpertInput!) { createExpert(input: $input) { ${SAVE_FIELDS} } }`;
const UPDATE = `mutation($input: UpdateExpertInput!) { updateExpert(input: $input) { ${SAVE_FIELDS} } }`;

type SaveResult = {
  error: { name: string; message: string; limit: number | null } | null;
  expert: {
    id: string;
    slug: string;
    status: string;
    name: string;
    approved: boolean | null;
    services: Array<
      {
        title: string;
        price: { value: number; currency: string } | null;
        document: { fileName: string; source: string | null } | null;
      }
    >;
  } | null;
};

const profile = (overrides: Record<string, unknown> = {}) => ({
  name: "Anna Karpova",
  position: "Career coach",
  description: "Ten years of coaching people into international organisations.",
  usefulness: "<p>CVs and interviews.</p>",
  slug: "ignored",
  locations: [],
  languages: ["ru", "en"],
  contacts: { telegram: "@anna_karpova" },
  experience: [],
  services: [],
  ...overrides,
});

async function status(t: App, headers: Record<string, string>) {
  return (await t.graphql<{ checkStripeConnectionStatus: { stripeAccountId: string; status: string } }>(
    STATUS,
    {},
    headers,
  )).data!.checkStripeConnectionStatus;
}

/** Goes through the fake's hosted onboarding as the browser's form would; answers where Stripe sends the user. */
async function onboard(t: App, headers: Record<string, string>, finish: boolean) {
  const link = (await t.graphql<{ connectStripe: { url: string | null; error: string | null } }>(
    CONNECT,
    { source: "expert" },
    headers,
  )).data!.connectStripe;
  assert.equal(link.error, null);
  const path = new URL(link.url!).pathname;
  assert.equal((await t.request(path)).status, 200);
  const res = await quietly(() => t.request(`${path}/${finish ? "submit" : "later"}`, { method: "POST" }));
  assert.equal(res.status, 303);
  return res.headers.get("location")!;
}

async function countOf(t: App, table: typeof experts | typeof sellerAccounts) {
  const [row] = await t.db.select({ n: count() }).from(table);
  return Number(row.n);
}

Deno.test(
  "a cross-site GET link with a signed-in victim's cookie creates no Connect account (connectStripe is a mutation)",
  opts,
  async () => {
    const t = await createTestApp({ seed: true });
    try {
      const { headers } = await userHeaders(t);
      const link = (query: string) =>
        t.request(`/graphql?query=${encodeURIComponent(query)}`, {
          headers: { ...headers, accept: "application/json", "sec-fetch-site": "cross-site" },
        });
      // The old query form, as a cross-site <img>/<a> would send it: not a query any more.
      const asQuery = await link(`query { connectStripe(source: "expert") { url error } }`);
      assert.notEqual(asQuery.status, 500);
      const queryBody = await asQuery.json() as { data?: unknown; errors?: Array<{ message: string }> };
      assert.ok(queryBody.errors?.length, JSON.stringify(queryBody));
      // The mutation over GET is refused by GraphQL-over-HTTP before anything runs.
      const asMutation = await link(`mutation { connectStripe(source: "expert") { url error } }`);
      assert.equal(asMutation.status, 405);
      assert.equal(asMutation.headers.get("allow"), "POST");
      // A cross-site GET of a query carries no session: it reads as an anonymous visitor.
      const status = await link(`{ checkStripeConnectionStatus { stripeAccountId status } }`);
      const statusBody = await status.json() as { errors?: Array<{ extensions?: { code?: string } }> };
      assert.equal(statusBody.errors?.[0].extensions?.code, "UNAUTHENTICATED");
      assert.equal(await countOf(t, sellerAccounts), 0);
      // The site's own POST still connects.
      const own = await t.graphql<{ connectStripe: { url: string | null } }>(CONNECT, { source: "expert" }, headers);
      assert.match(own.data!.connectStripe.url ?? "", /\/dev\/stripe\/connect\/onboarding\/al_/);
      assert.equal(await countOf(t, sellerAccounts), 1);
    } finally {
      await t.close();
    }
  },
);

Deno.test(
  "sellers: anonymous visitors are refused; a user connects Stripe once, even with concurrent clicks",
  opts,
  async () => {
    const t = await createTestApp({ seed: true });
    try {
      const anonymous = await t.graphql(STATUS);
      assert.equal(anonymous.errors?.[0].extensions?.code, "UNAUTHENTICATED");
      const anonymousCreate = await t.graphql(CREATE, { input: profile() });
      assert.equal(anonymousCreate.errors?.[0].extensions?.code, "UNAUTHENTICATED");

      const { headers } = await userHeaders(t);
      assert.deepEqual(await status(t, headers), { stripeAccountId: "empty", status: "false" });
      const bad = await t.graphql(CONNECT, { source: "elsewhere" }, headers);
      assert.equal(bad.errors?.[0].extensions?.code, "BAD_USER_INPUT");

      // Five clicks at once: one Stripe account, one row.
      const links = await Promise.all(
        Array.from(
          { length: 5 },
          () => t.graphql<{ connectStripe: { url: string } }>(CONNECT, { source: "expert" }, headers),
        ),
      );
      assert.ok(links.every((l) => /\/dev\/stripe\/connect\/onboarding\/al_/.test(l.data!.connectStripe.url)));
      assert.equal(await countOf(t, sellerAccounts), 1);
      const accountId = (await status(t, headers)).stripeAccountId;
      assert.match(accountId, /^acct_/);

      // Left before finishing: the account exists, its status is false (reconnect_stripe).
      const back = await onboard(t, headers, false);
      assert.equal(back, "https://fellows.test/ru/profile/expert/?stripeConnected=true");
      assert.deepEqual(await status(t, headers), { stripeAccountId: accountId, status: "false" });
      // A used link sends the user to the refresh address.
      // Finished: Stripe returns with the flag and account.updated marks the row connected.
      const done = await onboard(t, headers, true);
      assert.match(done, /stripeConnected=true$/);
      const [row] = await t.db.select().from(sellerAccounts);
      assert.equal(row.connected, true);
      assert.deepEqual(await status(t, headers), { stripeAccountId: accountId, status: "true" });
    } finally {
      await t.close();
    }
  },
);

Deno.test("experts: creating a profile — validation, limits, documents, one per user, Stripe first", opts, async () => {
  const t = await createTestApp({ seed: true });
  try {
    const before = await countOf(t, experts);
    const { headers, id: userId } = await userHeaders(t);

    // Not connected yet: refused by the server too.
    const early = await t.graphql<{ createExpert: SaveResult }>(CREATE, { input: profile() }, headers);
    assert.equal(early.data?.createExpert.error?.name, "stripeNotConnected");
    assert.equal(await countOf(t, experts), before);
    await onboard(t, headers, true);

    // The form's rules: 3 characters with the count, at least one contact.
    const short = await t.graphql(CREATE, { input: profile({ name: "An", contacts: {} }) }, headers) as Gql<unknown>;
    assert.equal(short.errors?.[0].extensions?.code, "BAD_USER_INPUT");
    assert.equal(short.errors?.[0].extensions?.fields?.["name"], "errors.expertMinLength");
    assert.equal(short.errors?.[0].extensions?.fields?.["contacts"], "errors.expertContactRequired");
    const badPrice = await t.graphql(
      CREATE,
      { input: profile({ services: [{ title: "Session", price: { value: 10.005, currency: "USD" } }] }) },
      headers,
    ) as Gql<unknown>;
    assert.equal(badPrice.errors?.[0].extensions?.fields?.["services.0.price.value"], "errors.expertPrice");
    // Eleven services: the spec's named error with its limit, in the viewer's language.
    const many = await t.graphql<{ createExpert: SaveResult }>(
      CREATE,
      { input: profile({ services: Array.from({ length: 11 }, (_, i) => ({ title: `Service ${i + 1}` })) }) },
      { ...headers, "accept-language": "en" },
    );
    assert.deepEqual(many.data?.createExpert.error, {
      name: "expertServiceDocument",
      message: "Maximum number of expert services: 10",
      limit: 10,
    });
    // A document that is not a file the upload stored is refused.
    const forged = await t.graphql(CREATE, {
      input: profile({
        services: [{ title: "Guide", document: { source: "https://evil.example/x.pdf", fileName: "x.pdf" } }],
      }),
    }, headers) as Gql<unknown>;
    assert.equal(forged.errors?.[0].extensions?.code, "BAD_USER_INPUT");
    assert.equal(await countOf(t, experts), before);

    // Uploads: too large (the spec's name and limit), not a document, then a PDF.
    const upload = (bytes: Uint8Array, name: string) => {
      const form = new FormData();
      form.append("file", new File([bytes as Uint8Array<ArrayBuffer>], name));
      return t.request("/api/experts/documents", {
        method: "POST",
        headers: { ...headers, origin: "https://fellows.test" },
        body: form,
      });
    };
    const big = await upload(new Uint8Array(10 * 1024 * 1024 + 1), "big.pdf");
    assert.equal(big.status, 413);
    assert.deepEqual((await big.json()).error, {
      name: "expertService",
      i18nKey: "experts.form.errors.documentSize",
      limit: 10,
    });
    assert.equal((await upload(new TextEncoder().encode("<script>alert(1)</script>"), "x.pdf")).status, 415);
    const pdf = await upload(new TextEncoder().encode("%PDF-1.4\n%demo guide\n"), "Guide to the UN.pdf");
    assert.equal(pdf.status, 200);
    const stored = await pdf.json() as { source: string; fileName: string };
    assert.match(stored.source, /^https:\/\/fellows\.test\/api\/experts\/documents\/[0-9a-f-]{36}\.pdf$/);
    // Only its owner downloads it.
    const path = new URL(stored.source).pathname;
    assert.equal((await t.request(path, { headers })).status, 200);
    assert.equal((await t.request(path, { headers: (await userHeaders(t)).headers })).status, 404);

    const created = await t.graphql<{ createExpert: SaveResult }>(CREATE, {
      input: profile({
        services: [
          { title: "Strategy session", meetingsInfo: "1 × 60 min", price: { value: 90, currency: "USD" } },
          { title: "Guide to the UN", document: stored },
        ],
        experience: [{ companyId: "1", position: "Coach", startedAt: "2019-01-01", isWorkingCurrently: true }],
      }),
    }, headers);
    assert.equal(created.data?.createExpert.error, null);
    const expert = created.data!.createExpert.expert!;
    assert.equal(expert.status, "MODERATION");
    assert.equal(expert.slug, "anna-karpova");
    assert.equal(expert.approved, false);
    assert.deepEqual(expert.services.map((s) => [s.title, s.price, s.document?.fileName ?? null]), [
      ["Strategy session", { value: 90, currency: "USD" }, null],
      ["Guide to the UN", null, "Guide to the UN.pdf"],
    ]);
    assert.equal(expert.services[1].document?.source, stored.source);
    const [row] = await t.db.select().from(experts).where(eq(experts.userId, userId));
    assert.equal(row.name, "Anna Karpova");

    // One profile per user.
    const again = await t.graphql<{ createExpert: SaveResult }>(CREATE, { input: profile() }, headers);
    assert.equal(again.data?.createExpert.error?.name, "expertExists");
    assert.equal(await countOf(t, experts), before + 1);

    // A second expert with the same name gets a free address.
    const other = await userHeaders(t, "CUSTOMER", "Anna");
    await onboard(t, other.headers, true);
    const twin = await t.graphql<{ createExpert: SaveResult }>(CREATE, { input: profile() }, other.headers);
    assert.equal(twin.data?.createExpert.expert?.slug, "anna-karpova-2");
  } finally {
    await t.close();
  }
});

Deno.test(
  "experts: a new profile is in the interface's language unless the expert chooses; an edit keeps or changes it",
  opts,
  async () => {
    const t = await createTestApp({ seed: false });
    try {
      const languageOf = async (slug: string) =>
        (await t.db.select({ language: experts.language }).from(experts).where(eq(experts.slug, slug)))[0].language;
      const english = await userHeaders(t);
      await onboard(t, english.headers, true);
      const enUi = { ...english.headers, "x-locale": "en" };
      const first = await t.graphql<{ createExpert: SaveResult }>(CREATE, { input: profile() }, enUi);
      assert.equal(first.data?.createExpert.error, null, JSON.stringify(first));
      const { id, slug } = first.data!.createExpert.expert!;
      assert.equal(await languageOf(slug), "en", "the English interface's default");

      const chooser = await userHeaders(t);
      await onboard(t, chooser.headers, true);
      const chosen = await t.graphql<{ createExpert: SaveResult }>(
        CREATE,
        { input: profile({ name: "Anna Petrova", language: "ru" }) },
        { ...chooser.headers, "x-locale": "en" },
      );
      assert.equal(await languageOf(chosen.data!.createExpert.expert!.slug), "ru", "the language the expert chose");

      const edit = (input: Record<string, unknown>) =>
        t.graphql<{ updateExpert: SaveResult }>(UPDATE, { input: { ...profile(input), id } }, english.headers);
      assert.equal((await edit({ position: "Career coach and mentor" })).data?.updateExpert.error, null);
      assert.equal(await languageOf(slug), "en", "an edit that does not say keeps the language");
      await edit({ language: "ru", position: "Карьерный коуч" });
      assert.equal(await languageOf(slug), "ru");
    } finally {
      await t.close();
    }
  },
);

Deno.test(
  "experts: only the owner edits; unpublished profiles are never public; approval publishes; edits keep it public",
  opts,
  async () => {
    const t = await createTestApp({ seed: true });
    try {
      const owner = await userHeaders(t);
      await onboard(t, owner.headers, true);
      const created = await t.graphql<{ createExpert: SaveResult }>(
        CREATE,
        { input: profile({ services: [{ title: "Strategy session", price: { value: 90, currency: "USD" } }] }) },
        owner.headers,
      );
      const { id, slug } = created.data!.createExpert.expert!;

      const isPublic = async () => {
        const page = await t.graphql<{ getExpertBySlug: { id: string } | null }>(
          `query($slug: String!) { getExpertBySlug(slug: $slug) { id } }`,
          { slug },
        );
        const list = await t.graphql<{ getExperts: { experts: Array<{ slug: string }> } }>(
          `{ getExperts(input: { textSearch: "Karpova" }) { experts { slug } } }`,
        );
        const sitemap = await (await t.request("/sitemap.xml")).text();
        const html = await (await t.request(`/en/experts/${slug}/`)).text();
        const answers = [
          page.data?.getExpertBySlug !== null,
          list.data!.getExperts.experts.some((e) => e.slug === slug),
          sitemap.includes(`/experts/${slug}/`),
          html.includes("Anna Karpova"),
        ];
        assert.ok(answers.every((a) => a === answers[0]), `public answers disagree: ${answers}`);
        return answers[0];
      };
      assert.equal(await isPublic(), false);

      // Another user can neither read it as theirs nor change it.
      const stranger = await userHeaders(t);
      const foreign = await t.graphql(
        UPDATE,
        { input: { ...profile({ name: "Hijacked" }), id, status: "PUBLISHED" } },
        stranger.headers,
      ) as Gql<unknown>;
      assert.equal(foreign.errors?.[0].extensions?.code, "FORBIDDEN");
      const peek = await t.graphql(
        `query($u: String) { getExpertByUserId(userId: $u) { id } }`,
        { u: owner.id },
        stranger.headers,
      ) as Gql<unknown>;
      assert.equal(peek.errors?.[0].extensions?.code, "FORBIDDEN");
      const mine = await t.graphql<{ getExpertByUserId: { id: string } | null }>(
        `{ getExpertByUserId { id } }`,
        {},
        stranger.headers,
      );
      assert.equal(mine.data?.getExpertByUserId, null);
      // Sending PUBLISHED before any approval keeps it in the moderators' queue.
      const early = await t.graphql<{ updateExpert: SaveResult }>(UPDATE, {
        input: { ...profile({ position: "Senior career coach" }), id, status: "PUBLISHED" },
      }, owner.headers);
      assert.equal(early.data?.updateExpert.expert?.status, "MODERATION");
      assert.equal(await isPublic(), false);
      const [row] = await t.db.select().from(experts).where(eq(experts.id, Number(id)));
      assert.equal(row.position, "Senior career coach");

      // Only a moderator approves.
      const approve = `mutation($id: ID!) { approveExpert(id: $id) { success } }`;
      const refused = await t.graphql(approve, { id }, owner.headers) as Gql<unknown>;
      assert.equal(refused.errors?.[0].extensions?.code, "FORBIDDEN");
      const moderator = await userHeaders(t, "MODERATOR");
      const ok = await quietly(() =>
        t.graphql<{ approveExpert: { success: boolean } }>(approve, { id }, moderator.headers)
      );
      assert.equal(ok.data?.approveExpert.success, true);
      assert.equal(await isPublic(), true);

      // The owner edits after publication: it stays public.
      const edited = await t.graphql<{ updateExpert: SaveResult }>(UPDATE, {
        input: { ...profile({ position: "Career coach" }), id, status: "PUBLISHED" },
      }, owner.headers);
      assert.equal(edited.data?.updateExpert.expert?.status, "PUBLISHED");
      assert.equal(await isPublic(), true);
      const services = await t.db.select().from(expertServices).where(eq(expertServices.expertId, Number(id)));
      assert.equal(services.length, 0, "the save replaces the services whole");
    } finally {
      await t.close();
    }
  },
);

Deno.test(
  "sellers: the dashboard link and the account session are for a connected seller's own account",
  opts,
  async () => {
    const t = await createTestApp({ seed: true });
    try {
      const { headers } = await userHeaders(t);
      const LOGIN = `mutation { createStripeLoginLink { link error } }`;
      const SESSION = `mutation { createAccountSession { secret publishableKey scriptUrl error } }`;
      const early = await t.graphql<{ createStripeLoginLink: { link: string | null; error: string | null } }>(
        LOGIN,
        {},
        {
          ...headers,
          "accept-language": "en",
        },
      );
      assert.deepEqual(early.data?.createStripeLoginLink, { link: null, error: "Connect a Stripe account first" });
      await onboard(t, headers, true);

      const login = (await t.graphql<{ createStripeLoginLink: { link: string } }>(LOGIN, {}, headers)).data!
        .createStripeLoginLink;
      const dashboard = await t.request(new URL(login.link).pathname);
      assert.match(await dashboard.text(), /Express dashboard/);

      const session = (await t.graphql<{
        createAccountSession: { secret: string; publishableKey: string; scriptUrl: string; error: string | null };
      }>(SESSION, {}, headers)).data!.createAccountSession;
      assert.equal(session.error, null);
      assert.match(session.secret, /^accs_.*_secret_/);
      assert.equal(session.publishableKey, "pk_test_fellows_local_fake");
      assert.equal(session.scriptUrl, "/dev/stripe/connect.js");
      const listed = await t.request("/dev/stripe/connect/components/payments", {
        headers: { authorization: `Bearer ${session.secret}` },
      });
      assert.deepEqual((await listed.json()).data, []);
      const forged = await t.request("/dev/stripe/connect/components/payments", {
        headers: { authorization: "Bearer accs_forged" },
      });
      assert.equal(forged.status, 401);
      assert.equal((await t.request("/dev/stripe/connect.js")).status, 200);
    } finally {
      await t.close();
    }
  },
);
