// Support over HTTP on a real database: a message from /support is stored, mailed to the club's inbox
// (CLUB_INBOX_EMAIL) and copied to its sender in the sender's language.
import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { mailOutbox, users } from "../../db/schema/index.ts";
import { createSession, SESSION_COOKIE } from "../../api/services/auth/sessions.ts";
import { createTestApp, quietly } from "../support/app.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };
const SUPPORT = `mutation ContactSupport($input: ContactSupportInput!) { contactSupport(input: $input) { success } }`;

// Issue 25, defect 19: a support message reached no one by mail.
Deno.test(
  "a support message goes to the club's inbox and a copy to its sender, in the sender's language",
  opts,
  async () => {
    const t = await createTestApp({ seed: false, env: { CLUB_INBOX_EMAIL: "help@club.test" } });
    try {
      for (
        const [locale, name, subjectWord, copyWord] of [
          ["en", "Agnes", /Support/, /We have your message/],
          ["ru", "Мария", /Поддержка/, /Мы получили ваше сообщение/],
        ] as const
      ) {
        const [user] = await t.db.insert(users).values({
          email: `${locale}-sender@fellows.test`,
          emailVerified: true,
          firstName: name,
          lastName: "Tester",
          language: locale,
        }).returning();
        const cookie = `${SESSION_COOKIE}=${(await createSession(t.db, user.id)).token}`;
        const sent = await quietly(async () => {
          const r = await t.graphql(SUPPORT, {
            input: { title: "Invoice <missing>", message: "Where is my invoice?\nOrder 42" },
          }, { cookie, "x-locale": locale });
          await t.app.settled();
          return r;
        });
        assert.equal(sent.errors, undefined, JSON.stringify(sent.errors));
        const [toClub] = (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, "help@club.test")))
          .filter((m) => m.text.includes(user.email));
        assert.ok(toClub, `${locale}: the club's inbox has the message`);
        assert.match(toClub.subject, /Invoice <missing>/);
        assert.match(toClub.text, /Where is my invoice\?\nOrder 42/);
        assert.match(toClub.html, /Invoice &#60;missing&#62;/, "typed text is escaped in the HTML");
        const [copy] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
        assert.ok(copy, `${locale}: the sender has a copy`);
        assert.match(copy.subject, subjectWord);
        assert.match(copy.text, copyWord);
        assert.match(copy.text, /Where is my invoice\?/);
      }
    } finally {
      await t.close();
    }
  },
);
