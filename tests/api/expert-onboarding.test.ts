// Expert onboarding (issue 15), on a real database against the local Stripe fake at its HTTP edge: the onboarding
// states, creating and editing one's own profile with the form's validation and limits, documents, and moderation to
// the directory. Connecting Stripe and the seller's own pages are in sellers.test.ts.
import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { experts, expertServices } from "../../db/schema/index.ts";
import { createTestApp, quietly } from "../support/app.ts";
import { countOf, CREATE, onboard, profile, type SaveResult, UPDATE, userHeaders } from "../support/experts.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };
type App = Awaited<ReturnType<typeof createTestApp>>;
type Gql<T> = {
  status: number;
  data?: T;
  errors?: Array<{ extensions?: { code?: string; fields?: Record<string, string> } }>;
};

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
      const approve = `mutation($id: ID!) { adminApproveExpert(id: $id) { success } }`;
      const refused = await t.graphql(approve, { id }, owner.headers) as Gql<unknown>;
      assert.equal(refused.errors?.[0].extensions?.code, "FORBIDDEN");
      const moderator = await userHeaders(t, "MODERATOR");
      const ok = await quietly(() =>
        t.graphql<{ adminApproveExpert: { success: boolean } }>(approve, { id }, moderator.headers)
      );
      assert.equal(ok.data?.adminApproveExpert.success, true);
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
