// The back office's inbox over GraphQL on a real database: the messages the site's own forms store (support, send
// request, expert and partner contact, lead magnet, partnership) in one list with their kind, filters, search and
// pages; status changes and replies recorded in the audit log; a reply stored, mailed to the sender in their language
// and marking the message answered — and every refusal (bad input, unknown message, stale sign-in, a mail provider
// that refuses) changing nothing.
import assert from "node:assert/strict";
import { and, count, eq } from "drizzle-orm";
import { adminAuditLog, adminInboxReplies, adminInboxStates, mailOutbox } from "../../db/schema/index.ts";
import { saveLeadContact } from "../../api/services/leads.ts";
import { BROWSER_UA, createTestApp, quietly } from "../support/app.ts";
import { createViewer, gqlAs, type TestViewer } from "../support/team.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };
type App = Awaited<ReturnType<typeof createTestApp>>;

type Item = {
  kind: string;
  id: string;
  origin: string | null;
  name: string | null;
  email: string;
  subject: string | null;
  message: string;
  language: string;
  status: string;
  details: Array<{ field: string; value: string }>;
  replies: Array<{ id: string; subject: string; body: string; toEmail: string; authorEmail: string | null }>;
};
type InboxPage = {
  adminInbox: { total: number; pageSize: number; items: Item[]; newByKind: Array<{ kind: string; count: number }> };
};

const ITEM_FIELDS = `kind id origin name email subject message language status details { field value }
  replies { id subject body toEmail authorEmail }`;
const INBOX = `query($f: AdminInboxFilter, $p: Int) { adminInbox(filter: $f, page: $p) {
  total pageSize newByKind { kind count } items { ${ITEM_FIELDS} } } }`;
const ITEM = `query($k: String!, $id: ID!) { adminInboxItem(kind: $k, id: $id) { ${ITEM_FIELDS} } }`;
const SET_STATUS = `mutation($k: String!, $id: ID!, $s: String!) {
  adminSetInboxStatus(kind: $k, id: $id, status: $s) { status } }`;
const REPLY = `mutation($k: String!, $id: ID!, $s: String!, $b: String!, $r: ID) {
  adminReplyToInboxItem(kind: $k, id: $id, subject: $s, body: $b, replyId: $r) {
    replyId sent item { status replies { id subject } } } }`;

/** The site's own forms, as their pages send them (each visitor from an address of its own: the forms are limited). */
async function sendFromTheSite(t: App, member: TestViewer) {
  const site = (query: string, variables: Record<string, unknown>, headers: Record<string, string>) =>
    t.graphql(query, variables, headers).then((res) => assert.equal(res.errors, undefined, JSON.stringify(res.errors)));
  await quietly(async () => {
    await site(
      `mutation($input: ContactSupportInput!) { contactSupport(input: $input) { success } }`,
      { input: { title: "Где мой счёт?", message: "Оплатил вчера,\nсчёта нет." } },
      { ...member.headers, "x-locale": "ru" },
    );
    await site(
      `mutation($e: String!, $n: String!, $s: String!, $m: String) {
        sendMessage(email: $e, name: $n, subject: $s, message: $m) { success } }`,
      { e: "jane@example.org", n: "Jane Doe", s: "Question about pricing", m: "Do you offer <b>discounts</b>?" },
      { "x-locale": "en", "x-test-ip": "198.51.100.1" },
    );
    await site(
      `mutation($i: ContactInfoInput!) { sendContactInfo(input: $i) { success } }`,
      {
        i: {
          subject: "Expert / Erik Expert / CV review",
          name: "Paul",
          email: "paul@example.org",
          telegram: "@paul",
          message: "Can we talk?",
        },
      },
      { "x-locale": "en", "x-test-ip": "198.51.100.2" },
    );
    await site(
      `mutation($i: ContactInfoInput!) { sendContactInfo(input: $i) { success } }`,
      { i: { subject: "Партнёр / Acme", name: "Ольга", email: "olga@example.org", message: "Хочу скидку" } },
      { "x-locale": "ru", "x-test-ip": "198.51.100.3" },
    );
    await site(
      `mutation($g: [String!]!, $e: String!, $n: String) { addContactToGroups(groups: $g, email: $e, name: $n) {
        success } }`,
      { g: ["lead-magnet-gift"], e: "gift@example.org", n: "Gift Taker" },
      { "x-locale": "ru", "x-test-ip": "198.51.100.4" },
    );
    await site(
      `mutation($i: PartnershipRequestInput!) { sendPartnershipRequest(input: $i) }`,
      {
        i: {
          kind: "company",
          name: "Carla",
          email: "carla@acme.example",
          company: "Acme 100%",
          role: "CMO",
          moreDetails: "Let us do a webinar",
        },
      },
      { "x-locale": "en", "x-test-ip": "198.51.100.5" },
    );
    await t.app.settled();
  });
}

async function counts(t: App) {
  const n = async (
    table: typeof adminAuditLog | typeof adminInboxReplies | typeof adminInboxStates | typeof mailOutbox,
  ) => Number((await t.db.select({ n: count() }).from(table))[0].n);
  return {
    audit: await n(adminAuditLog),
    replies: await n(adminInboxReplies),
    states: await n(adminInboxStates),
    mail: await n(mailOutbox),
  };
}

async function setUp(t: App) {
  const member = await createViewer(t, "member");
  const moderator = await createViewer(t, "moderator");
  await sendFromTheSite(t, member);
  const all = await gqlAs<InboxPage>(t, moderator, INBOX, { f: {} });
  assert.equal(all.errors, undefined, JSON.stringify(all.errors));
  const find = (predicate: (item: Item) => boolean) => {
    const item = all.data!.adminInbox.items.find(predicate);
    assert.ok(item);
    return item;
  };
  return { member, moderator, all: all.data!.adminInbox, find };
}

Deno.test(
  "the site's forms land in one list with their kind, form, sender and language; filters, search, sort and pages",
  opts,
  async () => {
    await using t = await createTestApp({ seed: false });
    const { member, moderator, all, find } = await setUp(t);
    assert.equal(all.total, 6);
    assert.equal(all.pageSize, 25);
    // Newest first: the partnership request was sent last, the support message first.
    assert.deepEqual(all.items.map((i) => i.kind), [
      "partnershipRequest",
      "leadContact",
      "leadRequest",
      "leadRequest",
      "leadRequest",
      "support",
    ]);
    const support = find((i) => i.kind === "support");
    assert.equal(support.email, member.email);
    assert.equal(support.name, "member Tester");
    assert.equal(support.subject, "Где мой счёт?");
    assert.equal(support.message, "Оплатил вчера,\nсчёта нет.");
    assert.equal(support.language, "ru");
    assert.equal(support.status, "new");
    const request = find((i) => i.email === "jane@example.org");
    assert.deepEqual([request.kind, request.origin, request.language], ["leadRequest", "sendRequest", "en"]);
    const expert = find((i) => i.email === "paul@example.org");
    assert.equal(expert.origin, "expertContact");
    assert.deepEqual(expert.details, [{ field: "telegram", value: "@paul" }]);
    assert.equal(find((i) => i.email === "olga@example.org").origin, "partnerContact");
    const gift = find((i) => i.kind === "leadContact");
    assert.deepEqual([gift.email, gift.name, gift.subject, gift.message], ["gift@example.org", "Gift Taker", null, ""]);
    assert.deepEqual(gift.details, [{ field: "groups", value: "lead-magnet-gift" }]);
    const partnership = find((i) => i.kind === "partnershipRequest");
    assert.equal(partnership.origin, "company");
    assert.equal(partnership.message, "Let us do a webinar");
    assert.deepEqual(partnership.details, [{ field: "company", value: "Acme 100%" }, { field: "role", value: "CMO" }]);
    assert.deepEqual(all.newByKind, [
      { kind: "support", count: 1 },
      { kind: "leadContact", count: 1 },
      { kind: "leadRequest", count: 3 },
      { kind: "partnershipRequest", count: 1 },
    ]);

    const list = async (f: Record<string, unknown>, p?: number) => {
      const res = await gqlAs<InboxPage>(t, moderator, INBOX, { f, p });
      assert.equal(res.errors, undefined, JSON.stringify(res.errors));
      return res.data!.adminInbox;
    };
    assert.equal((await list({ kind: "leadRequest" })).total, 3);
    assert.deepEqual((await list({ search: "PRICING" })).items.map((i) => i.email), ["jane@example.org"], "subject");
    assert.deepEqual((await list({ search: "вчера" })).items.map((i) => i.kind), ["support"], "text");
    assert.deepEqual((await list({ search: "Ольга" })).items.map((i) => i.origin), ["partnerContact"], "name");
    assert.deepEqual((await list({ search: "carla@" })).items.map((i) => i.kind), ["partnershipRequest"], "e-mail");
    assert.equal((await list({ search: "%" })).total, 0, "a % is a character, not a wildcard");
    assert.equal((await list({ search: "_" })).total, 0, "so is an underscore");
    assert.equal((await list({ status: "answered" })).total, 0);
    assert.equal((await list({ sort: "oldest" })).items[0].kind, "support");
    assert.equal((await list({ kind: "support", status: "new", search: "счёт" })).total, 1, "filters combine");

    // Pages of 25: thirty more gifts make 36.
    for (let i = 0; i < 30; i++) {
      await saveLeadContact(t.db, {
        email: `bulk-${i}@example.org`,
        name: null,
        groups: ["newsletter"],
        userId: null,
        language: "en",
      });
    }
    const first = await list({}, 1);
    const second = await list({}, 2);
    assert.equal(first.total, 36);
    assert.equal(first.items.length, 25);
    assert.equal(second.items.length, 11);
    assert.equal(new Set([...first.items, ...second.items].map((i) => i.id)).size, 36, "no item on two pages");
    assert.equal((await list({}, 3)).items.length, 0);

    for (
      const [f, key] of [
        [{ kind: "spam" }, "adminInbox.errors.unknownKind"],
        [{ status: "done" }, "adminInbox.errors.unknownStatus"],
        [{ search: "a\r\nb" }, "errors.controlCharacters"],
        [{ search: "x".repeat(201) }, "adminInbox.errors.searchTooLong"],
      ] as const
    ) {
      const res = await gqlAs(t, moderator, INBOX, { f });
      assert.equal(res.errors?.[0]?.extensions?.code, "BAD_USER_INPUT", JSON.stringify(f));
      assert.equal(res.errors?.[0]?.extensions?.i18nKey, key, JSON.stringify(f));
    }
    const badPage = await gqlAs(t, moderator, INBOX, { f: {}, p: 0 });
    assert.equal(badPage.errors?.[0]?.extensions?.code, "BAD_USER_INPUT");
  },
);

Deno.test(
  "one message by kind and id; an unknown kind or id is a translated refusal, never a server error",
  opts,
  async () => {
    await using t = await createTestApp({ seed: false });
    const { moderator, find } = await setUp(t);
    const support = find((i) => i.kind === "support");
    const one = await gqlAs<{ adminInboxItem: Item }>(t, moderator, ITEM, { k: "support", id: support.id });
    assert.equal(one.errors, undefined);
    assert.equal(one.data!.adminInboxItem.subject, "Где мой счёт?");
    for (
      const [k, id, code, key] of [
        ["leadRequest", support.id, "NOT_FOUND", "adminInbox.errors.notFound"],
        ["support", crypto.randomUUID(), "NOT_FOUND", "adminInbox.errors.notFound"],
        // A malformed id is refused by the schema's guard on every ID argument, before any resolver.
        ["support", "42; drop table users", "BAD_USER_INPUT", "errors.NOT_FOUND"],
        ["spam", support.id, "BAD_USER_INPUT", "adminInbox.errors.unknownKind"],
      ] as const
    ) {
      const res = await gqlAs(t, moderator, ITEM, { k, id });
      assert.equal(res.status, 200, `${k} ${id}`);
      assert.equal(res.errors?.[0]?.extensions?.code, code, `${k} ${id}`);
      assert.equal(res.errors?.[0]?.extensions?.i18nKey, key, `${k} ${id}`);
    }
  },
);

Deno.test(
  "status changes: answered, closed, reopened, each in the audit log; the same status again records nothing",
  opts,
  async () => {
    await using t = await createTestApp({ seed: false });
    const { moderator, find } = await setUp(t);
    const gift = find((i) => i.kind === "leadContact");
    const set = (s: string, k = "leadContact", id = gift.id) => gqlAs(t, moderator, SET_STATUS, { k, id, s });
    for (const status of ["closed", "new", "answered"]) {
      const res = await set(status);
      assert.equal(res.errors, undefined, JSON.stringify(res.errors));
      assert.deepEqual(res.data, { adminSetInboxStatus: { status } });
    }
    const entries = await t.db.select().from(adminAuditLog).orderBy(adminAuditLog.id);
    assert.deepEqual(
      entries.map((e) => [e.operation, e.entity, e.entityId, e.actorEmail, e.changes]),
      [
        ["new", "closed"],
        ["closed", "new"],
        ["new", "answered"],
      ].map(([before, after]) => [
        "adminSetInboxStatus",
        "inboxItem",
        `leadContact:${gift.id}`,
        moderator.email,
        { status: { before, after } },
      ]),
    );
    const before = await counts(t);
    assert.equal((await set("answered")).errors, undefined);
    assert.deepEqual(await counts(t), before, "the same status again changes nothing");

    const answered = await gqlAs<InboxPage>(t, moderator, INBOX, { f: { status: "answered" } });
    assert.deepEqual(answered.data!.adminInbox.items.map((i) => i.id), [gift.id]);
    assert.equal(answered.data!.adminInbox.newByKind.find((c) => c.kind === "leadContact")!.count, 0);

    for (
      const [args, key] of [
        [["done"], "adminInbox.errors.unknownStatus"],
        [["closed", "spam"], "adminInbox.errors.unknownKind"],
        [["closed", "support", gift.id], "adminInbox.errors.notFound"],
        [["closed", "leadContact", "nope"], "errors.NOT_FOUND"],
      ] as const
    ) {
      const res = await set(...(args as unknown as [string, string?, string?]));
      assert.equal(res.errors?.[0]?.extensions?.i18nKey, key, JSON.stringify(args));
      assert.deepEqual(await counts(t), before, `${JSON.stringify(args)} changes nothing`);
    }
  },
);

Deno.test(
  "a reply is stored, mailed to the sender in their language with the text escaped, marks the message answered " +
    "and is in the audit log",
  opts,
  async () => {
    await using t = await createTestApp({ seed: false });
    const { member, moderator, find } = await setUp(t);
    const jane = find((i) => i.email === "jane@example.org");
    const before = await counts(t);
    const body = "Yes: 10% for <members>.\n\nSee you & thanks!";
    const res = await gqlAs<
      { adminReplyToInboxItem: { replyId: string; sent: boolean; item: { status: string; replies: unknown[] } } }
    >(t, moderator, REPLY, { k: "leadRequest", id: jane.id, s: "Re: Question about pricing", b: body });
    assert.equal(res.errors, undefined, JSON.stringify(res.errors));
    const answer = res.data!.adminReplyToInboxItem;
    assert.equal(answer.sent, true);
    assert.equal(answer.item.status, "answered");
    assert.deepEqual(answer.item.replies, [{ id: answer.replyId, subject: "Re: Question about pricing" }]);
    assert.deepEqual(await counts(t), {
      audit: before.audit + 1,
      replies: before.replies + 1,
      states: before.states + 1,
      mail: before.mail + 1,
    });

    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, "jane@example.org"));
    assert.equal(mail.subject, "Re: Question about pricing");
    assert.match(mail.text, /^Hello Jane,\n\nYes: 10% for <members>\.\n\nSee you & thanks!/, "English, as she wrote");
    assert.match(mail.text, /The Fellows Club team\nhttps:\/\/fellows\.test\/en\//);
    assert.match(mail.text, /This answers your message “Question about pricing” of /);
    assert.ok(mail.html.includes("<p>Yes: 10% for &#60;members&#62;.</p><p>See you &#38; thanks!</p>"), mail.html);
    assert.doesNotMatch(mail.html, /<members>/, "the team's text is text, not markup");

    const [reply] = await t.db.select().from(adminInboxReplies).where(eq(adminInboxReplies.id, answer.replyId));
    assert.deepEqual([reply.kind, reply.itemId, reply.toEmail, reply.body, reply.authorId], [
      "leadRequest",
      jane.id,
      "jane@example.org",
      body,
      moderator.id,
    ]);
    const [entry] = await t.db.select().from(adminAuditLog);
    assert.equal(entry.operation, "adminReplyToInboxItem");
    assert.equal(entry.entityId, `leadRequest:${jane.id}`);
    assert.deepEqual(entry.changes, {
      status: { before: "new", after: "answered" },
      replyId: { before: null, after: answer.replyId },
      replyTo: { before: null, after: "jane@example.org" },
      replySubject: { before: null, after: "Re: Question about pricing" },
    });

    // The member's support message: a Russian reply with their first name.
    const support = find((i) => i.kind === "support");
    const ru = await gqlAs(t, moderator, REPLY, {
      k: "support",
      id: support.id,
      s: "Re: Где мой счёт?",
      b: "Счёт выслали.",
    });
    assert.equal(ru.errors, undefined, JSON.stringify(ru.errors));
    const [toMember] = (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, member.email!)))
      .filter((m) => m.subject === "Re: Где мой счёт?");
    assert.match(toMember.text, /^Здравствуйте, member!\n\nСчёт выслали\.\n\nКоманда Fellows Club/);
    assert.match(toMember.text, /Это ответ на ваше сообщение «Где мой счёт\?» от /);

    // The item shows its replies, who sent them and to whom.
    const item = await gqlAs<{ adminInboxItem: Item }>(t, moderator, ITEM, { k: "leadRequest", id: jane.id });
    assert.deepEqual(item.data!.adminInboxItem.replies.map((r) => [r.authorEmail, r.toEmail, r.body]), [
      [moderator.email, "jane@example.org", body],
    ]);
  },
);

Deno.test(
  "a bad reply (empty text, a subject with a line break, too long, an unknown message) is refused and sends nothing",
  opts,
  async () => {
    await using t = await createTestApp({ seed: false });
    const { moderator, find } = await setUp(t);
    const jane = find((i) => i.email === "jane@example.org");
    const before = await counts(t);
    for (
      const [k, id, s, b, code, key] of [
        ["leadRequest", jane.id, "Re: x", "   ", "BAD_USER_INPUT", "adminInbox.errors.bodyRequired"],
        [
          "leadRequest",
          jane.id,
          "Re: x\r\nBcc: all@example.org",
          "Hi",
          "BAD_USER_INPUT",
          "adminInbox.errors.subjectOneLine",
        ],
        ["leadRequest", jane.id, "", "Hi", "BAD_USER_INPUT", "adminInbox.errors.subjectRequired"],
        ["leadRequest", jane.id, "x".repeat(201), "Hi", "BAD_USER_INPUT", "adminInbox.errors.subjectTooLong"],
        ["leadRequest", jane.id, "Re: x", "y".repeat(10_001), "BAD_USER_INPUT", "errors.tooLong"],
        ["leadRequest", jane.id, "Re: x", "nul\0byte", "BAD_USER_INPUT", "errors.BAD_USER_INPUT"],
        ["leadRequest", crypto.randomUUID(), "Re: x", "Hi", "NOT_FOUND", "adminInbox.errors.notFound"],
        ["support", jane.id, "Re: x", "Hi", "NOT_FOUND", "adminInbox.errors.notFound"],
        ["leadRequest", "not-a-uuid", "Re: x", "Hi", "BAD_USER_INPUT", "errors.NOT_FOUND"],
        ["mail", jane.id, "Re: x", "Hi", "BAD_USER_INPUT", "adminInbox.errors.unknownKind"],
      ] as const
    ) {
      const res = await gqlAs(t, moderator, REPLY, { k, id, s, b });
      const label = `${k} ${id.slice(0, 8)} ${JSON.stringify(s).slice(0, 30)} ${JSON.stringify(b).slice(0, 12)}`;
      assert.equal(res.status, 200, label);
      assert.equal(res.errors?.[0]?.extensions?.code, code, label);
      assert.equal(res.errors?.[0]?.extensions?.i18nKey, key, label);
      assert.deepEqual(await counts(t), before, `${label}: no reply, no mail, no status, no audit entry`);
    }
    const bodyMax = await gqlAs(t, moderator, REPLY, { k: "leadRequest", id: jane.id, s: "Re", b: "y".repeat(10_000) });
    assert.equal(bodyMax.errors, undefined, "10 000 characters is allowed");
  },
);

Deno.test(
  "a sign-in older than 30 minutes: REAUTHENTICATION_REQUIRED, and nothing is sent or changed",
  opts,
  async () => {
    await using t = await createTestApp({ seed: false });
    const { find } = await setUp(t);
    const stale = await createViewer(t, "moderator", { signedInMinutesAgo: 31 });
    const jane = find((i) => i.email === "jane@example.org");
    const before = await counts(t);
    const reply = await gqlAs(t, stale, REPLY, { k: "leadRequest", id: jane.id, s: "Re: hi", b: "Hello" });
    assert.equal(reply.errors?.[0]?.extensions?.code, "REAUTHENTICATION_REQUIRED");
    const status = await gqlAs(t, stale, SET_STATUS, { k: "leadRequest", id: jane.id, s: "closed" });
    assert.equal(status.errors?.[0]?.extensions?.code, "REAUTHENTICATION_REQUIRED");
    assert.deepEqual(await counts(t), before);
    // Reading needs no fresh password.
    const list = await gqlAs<InboxPage>(t, stale, INBOX, { f: {} });
    assert.equal(list.data?.adminInbox.total, 6);
  },
);

Deno.test(
  "two replies are two mails; a retried reply (same replyId, even at once) is sent once; another message's id refused",
  opts,
  async () => {
    await using t = await createTestApp({ seed: false });
    const { moderator, find } = await setUp(t);
    const jane = find((i) => i.email === "jane@example.org");
    const paul = find((i) => i.email === "paul@example.org");
    const mails = async (to: string) => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).length;
    const reply = (id: string, b: string, r?: string) =>
      gqlAs<{ adminReplyToInboxItem: { replyId: string; sent: boolean; item: { replies: unknown[] } } }>(
        t,
        moderator,
        REPLY,
        { k: "leadRequest", id, s: "Re: pricing", b, r },
      );

    const first = await reply(jane.id, "First answer");
    const second = await reply(jane.id, "And one more thing");
    assert.notEqual(first.data!.adminReplyToInboxItem.replyId, second.data!.adminReplyToInboxItem.replyId);
    assert.equal(await mails("jane@example.org"), 2);
    assert.equal(second.data!.adminReplyToInboxItem.item.replies.length, 2);

    const replyId = crypto.randomUUID();
    const before = await counts(t);
    // A double click, or a retry after an answer that got lost: the same reply three times, two of them at once.
    const answers = await Promise.all([reply(paul.id, "Sure", replyId), reply(paul.id, "Sure", replyId)]);
    const again = await reply(paul.id, "Sure", replyId);
    for (const res of [...answers, again]) {
      assert.equal(res.errors, undefined, JSON.stringify(res.errors));
      assert.equal(res.data!.adminReplyToInboxItem.replyId, replyId);
    }
    assert.deepEqual(
      [...answers, again].map((r) => r.data!.adminReplyToInboxItem.sent).sort(),
      [false, false, true],
      "sent once",
    );
    assert.equal(await mails("paul@example.org"), 1);
    assert.deepEqual(await counts(t), {
      audit: before.audit + 1,
      replies: before.replies + 1,
      states: before.states + 1,
      mail: before.mail + 1,
    });

    const taken = await reply(jane.id, "Sure", replyId);
    assert.equal(taken.errors?.[0]?.extensions?.i18nKey, "adminInbox.errors.replyIdTaken");
    const badId = await reply(jane.id, "Sure", "not-a-uuid");
    assert.equal(badId.errors?.[0]?.extensions?.code, "BAD_USER_INPUT");
    assert.equal(await mails("jane@example.org"), 2);
  },
);

Deno.test(
  "a mail provider that refuses: the reply is not recorded, the message stays new, the error says so; a retry sends",
  opts,
  async () => {
    let refuse = true;
    const received: Array<{ to: string; subject: string }> = [];
    const provider = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen: () => {} }, async (req) => {
      const mail = await req.json();
      if (refuse) return new Response("down", { status: 503 });
      received.push({ to: mail.to, subject: mail.subject });
      return Response.json({ id: crypto.randomUUID() });
    });
    try {
      await using t = await createTestApp({
        seed: false,
        env: { MAIL_API_URL: `http://127.0.0.1:${provider.addr.port}/send`, MAIL_API_KEY: "test-key" },
      });
      const moderator = await createViewer(t, "moderator");
      const [{ id }] = await quietly(() =>
        saveLeadContact(t.db, {
          email: "gift@example.org",
          name: "Gift",
          groups: ["newsletter"],
          userId: null,
          language: "ru",
        }).then((row) => [row])
      );
      const before = await counts(t);
      const replyId = crypto.randomUUID();
      const send = () =>
        gqlAs<{ adminReplyToInboxItem: { sent: boolean; item: { status: string } } }>(t, moderator, REPLY, {
          k: "leadContact",
          id,
          s: "Your gift",
          b: "Here it is",
          r: replyId,
        });
      const originalError = console.error;
      console.error = () => {};
      const failed = await send().finally(() => console.error = originalError);
      assert.equal(failed.errors?.[0]?.extensions?.i18nKey, "adminInbox.errors.mailFailed");
      assert.deepEqual(await counts(t), before, "no reply, no status, no audit entry");
      const [state] = await t.db.select().from(adminInboxStates)
        .where(and(eq(adminInboxStates.kind, "leadContact"), eq(adminInboxStates.itemId, id)));
      assert.equal(state, undefined, "still new");

      refuse = false;
      const retried = await send();
      assert.equal(retried.errors, undefined, JSON.stringify(retried.errors));
      assert.equal(retried.data!.adminReplyToInboxItem.sent, true);
      assert.equal(retried.data!.adminReplyToInboxItem.item.status, "answered");
      assert.deepEqual(received, [{ to: "gift@example.org", subject: "Your gift" }]);
    } finally {
      await provider.shutdown();
    }
  },
);

Deno.test(
  "/admin/inbox pages: the team's moderators and admins only (404 for others), an unknown message is 404, noindex",
  opts,
  async () => {
    await using t = await createTestApp({ seed: false });
    const { moderator, find } = await setUp(t);
    const support = find((i) => i.kind === "support");
    const page = (viewer: TestViewer, path: string) =>
      t.request(path, { headers: { "user-agent": BROWSER_UA, ...viewer.headers } });
    const list = await page(moderator, "/ru/admin/inbox/?kind=support&status=new");
    const html = await list.text();
    assert.equal(list.status, 200);
    assert.match(html, /<meta name="robots" content="noindex/);
    assert.match(html, /Где мой счёт\?/, "the list is in the server's HTML");
    const item = await page(moderator, `/en/admin/inbox/support/${support.id}/`);
    assert.equal(item.status, 200);
    assert.match(await item.text(), /Оплатил вчера,/);
    for (
      const path of [
        `/ru/admin/inbox/leadRequest/${support.id}/`,
        `/ru/admin/inbox/spam/${support.id}/`,
        "/ru/admin/inbox/support/not-an-id/",
      ]
    ) {
      const res = await page(moderator, path);
      assert.equal(res.status, 404, path);
      await res.body?.cancel();
    }
    for (const kind of ["member", "recruiter"] as const) {
      const viewer = await createViewer(t, kind);
      for (const path of ["/ru/admin/inbox/", `/ru/admin/inbox/support/${support.id}/`]) {
        const res = await page(viewer, path);
        const text = await res.text();
        assert.equal(res.status, 404, `${kind} ${path}`);
        assert.doesNotMatch(text, /Где мой счёт/, `${kind} ${path}: nothing of the message`);
      }
    }
  },
);
