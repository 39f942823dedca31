// Leads over HTTP on a real database: addContactToGroups and sendMessage store their rows and queue their mail;
// bad input gets the schema's message and stores nothing; a signed-in sender's row is tied to the account; the
// address is counted (the eleventh message within an hour is refused).
import assert from "node:assert/strict";
import { sql } from "drizzle-orm";
import { createTestApp, quietly } from "../support/app.ts";
import { rowsOf } from "../../db/client.ts";
import { leadMagnetMayOpenOn, reachedLeadMagnetDepth } from "../../src/domain/lead-magnet.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };

const ADD = `mutation($groups: [String!]!, $email: String!, $name: String) {
  addContactToGroups(groups: $groups, email: $email, name: $name) { success } }`;
const SEND = `mutation($email: String!, $name: String!, $subject: String!, $message: String) {
  sendMessage(email: $email, name: $name, subject: $subject, message: $message) { success } }`;

type Row = Record<string, unknown>;
const count = async (t: Awaited<ReturnType<typeof createTestApp>>, table: string) =>
  Number(rowsOf<{ n: number }>(await t.db.execute(sql.raw(`select count(*)::int as n from ${table}`)))[0].n);

Deno.test("addContactToGroups stores the contact and mails the gift in the visitor's language", opts, async () => {
  const t = await createTestApp({ seed: false });
  try {
    const res = await quietly(async () => {
      const r = await t.graphql(ADD, { groups: ["lead-magnet-gift"], email: " Anna@Example.org ", name: "Anna" }, {
        "x-locale": "en",
      });
      await t.app.settled();
      return r;
    });
    assert.equal(res.errors, undefined, JSON.stringify(res.errors));
    assert.deepEqual(res.data, { addContactToGroups: { success: true } });
    const rows = rowsOf<Row>(await t.db.execute(sql`select * from lead_contacts`));
    assert.equal(rows.length, 1);
    assert.equal(rows[0].email, "Anna@Example.org");
    assert.equal(rows[0].name, "Anna");
    assert.deepEqual(rows[0].groups, ["lead-magnet-gift"]);
    assert.equal(rows[0].language, "en");
    assert.equal(rows[0].user_id, null);
    assert.ok(rows[0].mailed_at, "the row is stamped once its mail went out");
    const mail = rowsOf<Row>(await t.db.execute(sql`select * from mail_outbox`));
    assert.equal(mail.length, 1);
    assert.equal(mail[0].to, "Anna@Example.org");
    assert.match(String(mail[0].subject), /international career/);
    assert.match(String(mail[0].text), /Hello, Anna!/);
    assert.match(String(mail[0].text), /https:\/\/fellows\.test\/en\/international-career\//);
  } finally {
    await t.close();
  }
});

Deno.test(
  "addContactToGroups refuses a bad email, no group or an unknown group, and stores nothing",
  opts,
  async () => {
    const t = await createTestApp({ seed: false });
    try {
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ groups: ["lead-magnet-gift"], email: "" }, "errors.required"],
        [{ groups: ["lead-magnet-gift"], email: "not-an-email" }, "errors.emailMustBeValid"],
        [{ groups: [], email: "a@example.org" }, "errors.BAD_USER_INPUT"],
        [{ groups: ["admins"], email: "a@example.org" }, "errors.BAD_USER_INPUT"],
      ];
      for (const [variables, key] of cases) {
        const res = await t.graphql(ADD, variables);
        assert.equal(res.status, 200);
        const error = res.errors?.[0] as { extensions?: Record<string, unknown> } | undefined;
        assert.equal(error?.extensions?.code, "BAD_USER_INPUT", JSON.stringify(variables));
        const fields = error?.extensions?.fields as Record<string, string> | undefined;
        assert.ok(
          Object.values(fields ?? {}).includes(key),
          `${JSON.stringify(variables)} → ${JSON.stringify(fields)}`,
        );
      }
      assert.equal(await count(t, "lead_contacts"), 0);
      assert.equal(await count(t, "mail_outbox"), 0);
    } finally {
      await t.close();
    }
  },
);

Deno.test("sendMessage stores the request (tied to a signed-in sender) and mails the club's inbox", opts, async () => {
  const t = await createTestApp({ seed: false, env: { CLUB_INBOX_EMAIL: "team@fellows.test" } });
  try {
    const res = await quietly(async () => {
      const r = await t.graphql(SEND, {
        email: "ivan@example.org",
        name: "Иван <b>Петров</b>",
        subject: "Вопрос с главной",
        message: "Как попасть в ООН?",
      }, { "x-test-viewer": "authorized" });
      await t.app.settled();
      return r;
    });
    assert.equal(res.errors, undefined, JSON.stringify(res.errors));
    const rows = rowsOf<Row>(await t.db.execute(sql`select * from lead_requests`));
    assert.equal(rows.length, 1);
    assert.equal(rows[0].subject, "Вопрос с главной");
    assert.equal(rows[0].message, "Как попасть в ООН?");
    assert.equal(rows[0].language, "ru");
    assert.ok(rows[0].user_id, "a signed-in sender's request names the account");
    const mail = rowsOf<Row>(await t.db.execute(sql`select * from mail_outbox`));
    assert.equal(mail.length, 1);
    assert.equal(mail[0].to, "team@fellows.test");
    assert.match(String(mail[0].text), /ivan@example\.org/);
    assert.match(String(mail[0].html), /&#60;b&#62;Петров/, "the sender's text is escaped in the HTML mail");
  } finally {
    await t.close();
  }
});

Deno.test(
  "sendMessage: email, name and subject are required, message is optional; nothing stored on error",
  opts,
  async () => {
    const t = await createTestApp({ seed: false });
    try {
      const bad = await t.graphql(SEND, { email: "x@example.org", name: " ", subject: "" });
      const fields = (bad.errors?.[0] as { extensions?: { fields?: Record<string, string> } }).extensions?.fields;
      assert.deepEqual(fields, { name: "errors.required", subject: "errors.required" });
      assert.equal(await count(t, "lead_requests"), 0);
      const ok = await quietly(async () => {
        const r = await t.graphql(SEND, { email: "x@example.org", name: "X", subject: "Hi", message: null });
        await t.app.settled();
        return r;
      });
      assert.deepEqual(ok.data, { sendMessage: { success: true } });
      assert.equal(await count(t, "lead_requests"), 1);
    } finally {
      await t.close();
    }
  },
);

Deno.test("leads are counted per address: the eleventh within the hour is refused and not stored", opts, async () => {
  const t = await createTestApp({ seed: false });
  try {
    await quietly(async () => {
      for (let i = 0; i < 10; i++) {
        const r = await t.graphql(SEND, { email: `p${i}@example.org`, name: "P", subject: "S" }, {
          "x-test-ip": "198.51.100.7",
        });
        assert.equal(r.errors, undefined);
      }
      const refused = await t.graphql(SEND, { email: "p10@example.org", name: "P", subject: "S" }, {
        "x-test-ip": "198.51.100.7",
      });
      assert.equal((refused.errors?.[0] as { extensions?: { code?: string } }).extensions?.code, "TOO_MANY_REQUESTS");
      const other = await t.graphql(SEND, { email: "q@example.org", name: "Q", subject: "S" }, {
        "x-test-ip": "198.51.100.8",
      });
      assert.equal(other.errors, undefined, "another address is not affected");
      await t.app.settled();
    });
    assert.equal(await count(t, "lead_requests"), 11);
  } finally {
    await t.close();
  }
});

Deno.test("the pop-up's rules: 90 % depth, and never by itself on the payment pages or the personal area's forms", () => {
  assert.equal(reachedLeadMagnetDepth(0, 800, 10_000), false);
  assert.equal(reachedLeadMagnetDepth(8_199, 800, 10_000), false);
  assert.equal(reachedLeadMagnetDepth(8_200, 800, 10_000), true, "the viewport's bottom at 90 % of the page");
  assert.equal(reachedLeadMagnetDepth(0, 800, 0), false);
  for (
    const path of [
      "/ru/",
      "/en/jobs/",
      "/ru/articles/x/",
      "/en/subscribers-club/",
      "/ru/services/cv/",
      "/en/profiles-of-experts/",
    ]
  ) {
    assert.equal(leadMagnetMayOpenOn(path), true, path);
  }
  for (
    const path of [
      "/ru/subscribe/",
      "/en/subscribe",
      "/ru/buy-service/cv/",
      "/en/order-completed/",
      "/ru/subscribe-success/",
      "/en/profile/expert/",
      "/ru/purchases/",
    ]
  ) {
    assert.equal(leadMagnetMayOpenOn(path), false, path);
  }
});

Deno.test(
  "a subject or name carrying CR/LF or other control characters is refused with a translated error, nothing mailed",
  opts,
  async () => {
    const t = await createTestApp({ seed: false, env: { CLUB_INBOX_EMAIL: "team@fellows.test" } });
    try {
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ email: "x@example.org", name: "X", subject: "Hi\r\nBcc: victim@example.org" }, "subject"],
        [{ email: "x@example.org", name: "X", subject: "Hi\nforged log line" }, "subject"],
        [{ email: "x@example.org", name: "X\u001b[31m", subject: "Hi" }, "name"],
        [{ email: "x@example.org", name: "X", subject: "Hi\u2028there" }, "subject"],
      ];
      for (const [variables, field] of cases) {
        const res = await quietly(async () => {
          const r = await t.graphql(SEND, variables);
          await t.app.settled();
          return r;
        });
        const error = res.errors?.[0] as { extensions?: Record<string, unknown> } | undefined;
        assert.equal(error?.extensions?.code, "BAD_USER_INPUT", JSON.stringify(variables));
        assert.deepEqual(error?.extensions?.fields, { [field]: "errors.controlCharacters" }, JSON.stringify(variables));
      }
      const gift = await t.graphql(ADD, { groups: ["newsletter"], email: "a@example.org", name: "A\r\nB" });
      const giftError = gift.errors?.[0] as { extensions?: Record<string, unknown> } | undefined;
      assert.deepEqual(giftError?.extensions?.fields, { name: "errors.controlCharacters" });
      assert.equal(await count(t, "lead_requests"), 0);
      assert.equal(await count(t, "lead_contacts"), 0);
      assert.equal(await count(t, "mail_outbox"), 0);
      // The multi-line message keeps its line breaks.
      const ok = await quietly(async () => {
        const r = await t.graphql(SEND, { email: "x@example.org", name: "X", subject: "Hi", message: "a\nb" });
        await t.app.settled();
        return r;
      });
      assert.deepEqual(ok.data, { sendMessage: { success: true } });
    } finally {
      await t.close();
    }
  },
);
