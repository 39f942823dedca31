// Partnership over HTTP on a real database: each of the four forms requires the spec's fields ('Required', nothing
// stored, nothing mailed), a bad email and a name with CR/LF are refused, a good request is stored and mailed to the
// club and confirmed to the sender in their language (mailed_at stamped), the address shares the lead forms' limit,
// and SubmitEnquiry stores an enquiry and mails it the same way.
import assert from "node:assert/strict";
import { sql } from "drizzle-orm";
import { createTestApp, quietly } from "../support/app.ts";
import { rowsOf } from "../../db/client.ts";
import { partnershipTabIndex, TAB_FORM } from "../../src/domain/partnership.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };

const SEND = `mutation($input: PartnershipRequestInput!) { sendPartnershipRequest(input: $input) }`;
const ENQUIRY = `mutation($input: EnquiryInput!) { SubmitEnquiry(input: $input) { success } }`;

type Row = Record<string, unknown>;
type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const count = async (t: TestApp, table: string) =>
  Number(rowsOf<{ n: number }>(await t.db.execute(sql.raw(`select count(*)::int as n from ${table}`)))[0].n);

const fieldsOf = (res: { errors?: unknown[] }) =>
  (res.errors?.[0] as { extensions?: { code?: string; fields?: Record<string, string> } } | undefined)?.extensions;

/** Each form's required fields (spec 03's table) and a good value for each. */
const REQUIRED: Record<string, Record<string, string>> = {
  company: { email: "anna@brand.example", name: "Anna", company: "Brand", role: "CMO" },
  expert: { email: "oleg@example.org", name: "Oleg", profession: "Career coach" },
  recruiter: { email: "hr@employer.example", name: "Irina", role: "Head of talent" },
  media: { email: "editor@media.example", name: "Maria" },
};

Deno.test("each form says 'Required' for every empty required field and stores nothing", opts, async () => {
  const t = await createTestApp({ seed: false });
  try {
    for (const [kind, good] of Object.entries(REQUIRED)) {
      // All fields empty: every required one is named, and only those.
      const empty = await t.graphql(SEND, { input: { kind, website: "https://example.org" } });
      const ext = fieldsOf(empty);
      assert.equal(ext?.code, "BAD_USER_INPUT", kind);
      assert.deepEqual(
        Object.keys(ext?.fields ?? {}).sort(),
        Object.keys(good).sort(),
        `${kind}: the required fields are the spec's`,
      );
      for (const key of Object.values(ext?.fields ?? {})) assert.equal(key, "errors.required", kind);
      // Blanks count as empty, one at a time.
      for (const field of Object.keys(good)) {
        const res = await t.graphql(SEND, { input: { kind, ...good, [field]: "   " } });
        assert.deepEqual(fieldsOf(res)?.fields, { [field]: "errors.required" }, `${kind}.${field}`);
      }
    }
    assert.equal(await count(t, "partnership_requests"), 0);
    assert.equal(await count(t, "mail_outbox"), 0);
  } finally {
    await t.close();
  }
});

Deno.test("a bad email, a line break in the name or company, and an unknown kind are refused", opts, async () => {
  const t = await createTestApp({ seed: false });
  try {
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ ...REQUIRED.media, kind: "media", email: "not-an-email" }, { email: "errors.emailMustBeValid" }],
      [{ ...REQUIRED.media, kind: "media", name: "Maria\r\nBcc: all@example.org" }, {
        name: "errors.controlCharacters",
      }],
      [{ ...REQUIRED.company, kind: "company", company: "Brand\nSubject: x" }, { company: "errors.controlCharacters" }],
      [{ ...REQUIRED.expert, kind: "expert", profession: "Coach\u2028x" }, { profession: "errors.controlCharacters" }],
      [{ ...REQUIRED.media, kind: "admin" }, { kind: "errors.BAD_USER_INPUT" }],
    ];
    for (const [input, fields] of cases) {
      const res = await t.graphql(SEND, { input });
      assert.equal(res.status, 200);
      const ext = fieldsOf(res);
      assert.equal(ext?.code, "BAD_USER_INPUT", JSON.stringify(input));
      assert.deepEqual(ext?.fields, fields, JSON.stringify(input));
    }
    assert.equal(await count(t, "partnership_requests"), 0);
    assert.equal(await count(t, "mail_outbox"), 0);
  } finally {
    await t.close();
  }
});

Deno.test(
  "a good request is stored, mailed to the club and confirmed to the sender in the page's language",
  opts,
  async () => {
    const t = await createTestApp({ seed: false, env: { CLUB_INBOX_EMAIL: "team@fellows.test" } });
    try {
      const res = await quietly(async () => {
        const r = await t.graphql(SEND, {
          input: {
            kind: "company",
            email: " anna@brand.example ",
            name: "Anna <b>Smith</b>",
            company: "Brand",
            role: "CMO",
            website: "https://brand.example",
            partnershipGoal: "A joint webinar\nfor members",
            moreDetails: null,
            profession: "",
          },
        }, { "x-locale": "en" });
        await t.app.settled();
        return r;
      });
      assert.equal(res.errors, undefined, JSON.stringify(res.errors));
      assert.deepEqual(res.data, { sendPartnershipRequest: true });
      const rows = rowsOf<Row>(await t.db.execute(sql`select * from partnership_requests`));
      assert.equal(rows.length, 1);
      const row = rows[0];
      assert.equal(row.kind, "company");
      assert.equal(row.email, "anna@brand.example", "trimmed");
      assert.equal(row.company, "Brand");
      assert.equal(row.role, "CMO");
      assert.equal(row.website, "https://brand.example");
      assert.equal(row.partnership_goal, "A joint webinar\nfor members", "a text of several lines keeps its lines");
      assert.equal(row.more_details, null, "an empty optional field is stored as none");
      assert.equal(row.profession, null);
      assert.equal(row.language, "en");
      assert.equal(row.user_id, null);
      assert.ok(row.mailed_at, "stamped once the club's mail went out");

      const mail = rowsOf<Row>(await t.db.execute(sql`select * from mail_outbox order by created_at, id`));
      assert.equal(mail.length, 2);
      const club = mail.find((m) => m.to === "team@fellows.test");
      const confirmation = mail.find((m) => m.to === "anna@brand.example");
      assert.ok(club, "the club's inbox gets the request");
      assert.match(String(club.subject), /партнёрство/);
      assert.match(String(club.subject), /Brand/);
      assert.doesNotMatch(String(club.subject), /[\r\n]/);
      assert.match(String(club.text), /anna@brand\.example/);
      assert.match(String(club.text), /CMO/);
      assert.match(String(club.html), /&#60;b&#62;Smith/, "the sender's text is escaped in the HTML mail");
      assert.ok(confirmation, "the sender gets a confirmation");
      assert.equal(confirmation.subject, "Fellows Club: we have received your partnership request");
      assert.match(String(confirmation.text), /Hello, Anna <b>Smith<\/b>!/);
      assert.match(String(confirmation.html), /Hello, Anna &#60;b&#62;Smith/);
      assert.match(String(confirmation.text), /https:\/\/fellows\.test\/en\//, "links from the configured origin");
    } finally {
      await t.close();
    }
  },
);

Deno.test("each form's minimum is enough, and a Russian page's sender is confirmed in Russian", opts, async () => {
  const t = await createTestApp({ seed: false });
  try {
    await quietly(async () => {
      for (const [kind, good] of Object.entries(REQUIRED)) {
        const res = await t.graphql(SEND, { input: { kind, ...good } }, { "x-test-ip": `198.51.100.${kind.length}` });
        assert.equal(res.errors, undefined, `${kind}: ${JSON.stringify(res.errors)}`);
      }
      await t.app.settled();
    });
    const kinds = rowsOf<{ kind: string; language: string }>(
      await t.db.execute(sql`select kind, language from partnership_requests order by kind`),
    );
    assert.deepEqual(kinds.map((r) => r.kind), ["company", "expert", "media", "recruiter"]);
    assert.ok(kinds.every((r) => r.language === "ru"));
    const confirmation = rowsOf<Row>(
      await t.db.execute(sql`select * from mail_outbox where "to" = ${REQUIRED.media.email}`),
    );
    assert.equal(confirmation.length, 1);
    assert.equal(confirmation[0].subject, "Fellows Club: мы получили вашу заявку на партнёрство");
    assert.match(String(confirmation[0].text), /Здравствуйте, Maria!/);
  } finally {
    await t.close();
  }
});

Deno.test("a signed-in sender's request names the account", opts, async () => {
  const t = await createTestApp({ seed: false });
  try {
    await quietly(async () => {
      const res = await t.graphql(SEND, { input: { kind: "media", ...REQUIRED.media } }, {
        "x-test-viewer": "authorized",
      });
      assert.equal(res.errors, undefined, JSON.stringify(res.errors));
      await t.app.settled();
    });
    const [row] = rowsOf<Row>(await t.db.execute(sql`select user_id from partnership_requests`));
    assert.ok(row.user_id);
  } finally {
    await t.close();
  }
});

Deno.test(
  "partnership requests share the lead forms' limit per address: the eleventh within the hour is refused",
  opts,
  async () => {
    const t = await createTestApp({ seed: false });
    try {
      await quietly(async () => {
        const ip = { "x-test-ip": "198.51.100.20" };
        // Five lead messages and five partnership requests use up the address's ten.
        for (let i = 0; i < 5; i++) {
          const lead = await t.graphql(
            `mutation($email: String!) { sendMessage(email: $email, name: "P", subject: "S") { success } }`,
            { email: `lead${i}@example.org` },
            ip,
          );
          assert.equal(lead.errors, undefined);
          const r = await t.graphql(SEND, { input: { kind: "media", name: "P", email: `p${i}@example.org` } }, ip);
          assert.equal(r.errors, undefined);
        }
        const refused = await t.graphql(SEND, { input: { kind: "media", name: "P", email: "p10@example.org" } }, ip);
        assert.equal(fieldsOf(refused)?.code, "TOO_MANY_REQUESTS");
        const enquiry = await t.graphql(ENQUIRY, {
          input: { name: "P", email: "e@example.org", message: "Hello" },
        }, ip);
        assert.equal(fieldsOf(enquiry)?.code, "TOO_MANY_REQUESTS", "the enquiry counts against the same limit");
        const other = await t.graphql(SEND, { input: { kind: "media", name: "Q", email: "q@example.org" } }, {
          "x-test-ip": "198.51.100.21",
        });
        assert.equal(other.errors, undefined, "another address is not affected");
        await t.app.settled();
      });
      assert.equal(await count(t, "partnership_requests"), 6);
      assert.equal(
        await count(t, "partnership_requests where email = 'p10@example.org'"),
        0,
        "the refused request is not stored",
      );
    } finally {
      await t.close();
    }
  },
);

Deno.test("fifteen requests at once from one address: exactly ten are stored, five refused", opts, async () => {
  const t = await createTestApp({ seed: false });
  try {
    const answers = await quietly(async () => {
      const all = await Promise.all(
        Array.from(
          { length: 15 },
          (_, i) =>
            t.graphql(SEND, { input: { kind: "media", name: "P", email: `c${i}@example.org` } }, {
              "x-test-ip": "198.51.100.30",
            }),
        ),
      );
      await t.app.settled();
      return all;
    });
    assert.equal(answers.filter((a) => a.errors === undefined).length, 10);
    assert.equal(answers.filter((a) => fieldsOf(a)?.code === "TOO_MANY_REQUESTS").length, 5);
    assert.equal(await count(t, "partnership_requests"), 10);
    assert.equal(await count(t, "partnership_requests where mailed_at is not null"), 10);
  } finally {
    await t.close();
  }
});

Deno.test("SubmitEnquiry stores an enquiry, mails the club and confirms to the sender", opts, async () => {
  const t = await createTestApp({ seed: false, env: { CLUB_INBOX_EMAIL: "team@fellows.test" } });
  try {
    const bad = await t.graphql(ENQUIRY, { input: { name: "", email: "x", message: " " } });
    assert.deepEqual(fieldsOf(bad)?.fields, {
      name: "errors.required",
      email: "errors.emailMustBeValid",
      message: "errors.required",
    });
    const crlf = await t.graphql(ENQUIRY, {
      input: { name: "Ivan", email: "i@example.org", message: "Hi", topic: "a\rb" },
    });
    assert.deepEqual(fieldsOf(crlf)?.fields, { topic: "errors.controlCharacters" });
    assert.equal(await count(t, "partnership_requests"), 0);

    const res = await quietly(async () => {
      const r = await t.graphql(ENQUIRY, {
        input: {
          name: "Иван",
          email: "ivan@example.org",
          message: "Как стать партнёром?\nСпасибо",
          company: "ООО Ромашка",
        },
      });
      await t.app.settled();
      return r;
    });
    assert.deepEqual(res.data, { SubmitEnquiry: { success: true } });
    const [row] = rowsOf<Row>(await t.db.execute(sql`select * from partnership_requests`));
    assert.equal(row.kind, "enquiry");
    assert.equal(row.more_details, "Как стать партнёром?\nСпасибо");
    assert.equal(row.company, "ООО Ромашка");
    assert.ok(row.mailed_at);
    const mail = rowsOf<Row>(await t.db.execute(sql`select * from mail_outbox`));
    assert.equal(mail.length, 2);
    const club = mail.find((m) => m.to === "team@fellows.test");
    assert.match(String(club?.subject), /вопрос/);
    assert.match(String(club?.text), /Как стать партнёром\?/);
    const confirmation = mail.find((m) => m.to === "ivan@example.org");
    assert.equal(confirmation?.subject, "Fellows Club: мы получили ваше сообщение");
  } finally {
    await t.close();
  }
});

Deno.test("?type= is a tab index 0–3, anything else the first tab; each tab shows one of the four forms", () => {
  assert.equal(partnershipTabIndex("2"), 2);
  assert.equal(partnershipTabIndex(3), 3);
  for (const bad of [undefined, "", "4", "-1", "1.5", "01", "x", 7, null]) assert.equal(partnershipTabIndex(bad), 0);
  assert.deepEqual(Object.values(TAB_FORM).sort(), ["company", "expert", "media", "recruiter"]);
});
