// The AI tools (issue 16) on a real database against the local OpenAI-compatible fake at its HTTP edge (the official
// SDK talks to it): generateChatGpt and the streamed run, each form's rules, the allowance (spent once per run in one
// statement, never below zero, given back when the AI fails, reset lazily and by the daily job, the fellows'
// difference, exempt roles), the fellows-only career summary, saved details, and "not configured".
import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { aiAllowances, aiSavedDetails, users } from "../../db/schema/index.ts";
import { createSession, SESSION_COOKIE } from "../../api/services/auth/sessions.ts";
import { CRON_JOBS } from "../../api/cron/jobs.ts";
import { runCronJob } from "../../api/cron/runner.ts";
import { resetEndedPeriods } from "../../api/services/ai-tools/allowance.ts";
import { createTestApp, quietly } from "../support/app.ts";
import { describeDb, testDbKind } from "../support/test-db.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };
type App = Awaited<ReturnType<typeof createTestApp>>;
type Run = {
  generateChatGpt: { result: string | null; error: { name: string; message: string; days: number | null } | null };
};

const RUN = `mutation Run($saveDetails: Boolean!, $type: ChatGptRequestType!, $params: [ChatGptParamInput!]!) {
  generateChatGpt(saveDetails: $saveDetails, type: $type, params: $params) { result error { name message days } }
}`;
const ME =
  `{ me { customerInfo { isFellow chatGptTokensLeft chatGptTokensPeriodStart chatGptTokensLimit chatGptUnlimited } } }`;

const KEYWORDS = [{ key: "description", value: "Programme officer, UN Women: project management, M&E, English" }];
const list = (form: Record<string, string>) => Object.entries(form).map(([key, value]) => ({ key, value }));

async function newUser(
  t: App,
  options: { role?: "CUSTOMER" | "MODERATOR"; fellow?: boolean; language?: "ru" | "en" } = {},
) {
  const [user] = await t.db.insert(users).values({
    email: `ai-${crypto.randomUUID().slice(0, 8)}@fellows.test`,
    emailVerified: true,
    firstName: "Ada",
    lastName: "Tester",
    role: options.role ?? "CUSTOMER",
    isFellow: options.fellow ?? false,
  }).returning();
  return { id: user.id, headers: { cookie: `${SESSION_COOKIE}=${(await createSession(t.db, user.id)).token}` } };
}

const run = (t: App, headers: Record<string, string>, type: string, params: unknown, saveDetails = false) =>
  t.graphql<Run>(RUN, { saveDetails, type, params }, headers);

const left = async (t: App, userId: string) =>
  (await t.db.select().from(aiAllowances).where(eq(aiAllowances.userId, userId)))[0]?.tokensLeft;

/** Reads a whole server-sent-events answer: its events in order. */
async function events(res: Response) {
  const text = await res.text();
  return text.split("\n\n").filter(Boolean).map((block) => {
    const [eventLine, dataLine] = block.split("\n");
    return { event: eventLine.replace("event: ", ""), data: JSON.parse(dataLine.replace("data: ", "")) };
  });
}

Deno.test({
  name: `AI tools: runs, forms, errors and saved details (${describeDb()})`,
  ...opts,
  async fn(step) {
    const t = await createTestApp({ seed: false, env: { AI_ALLOWANCE: "3", AI_ALLOWANCE_FELLOW: "5" } });
    const fake = t.app.aiFake!;
    fake.state.firstTokenDelayMs = 0;
    fake.state.pieceDelayMs = 0;
    try {
      await step.step("visitors cannot run a tool, and read no allowance", async () => {
        const res = await run(t, {}, "GetJobKeywords", KEYWORDS);
        assert.equal(res.errors?.[0].extensions?.code, "UNAUTHENTICATED");
        assert.equal((await t.graphql<{ me: null }>(ME)).data?.me, null);
        const stream = await t.request("/api/ai-tools/stream", {
          method: "POST",
          headers: { "content-type": "application/json", origin: "https://fellows.test" },
          body: JSON.stringify({ type: "GetJobKeywords", params: KEYWORDS }),
        });
        assert.equal(stream.status, 401);
        assert.equal(fake.state.requests.length, 0);
      });

      await step.step("a run answers the model's text in the user's language and spends one run", async () => {
        const user = await newUser(t);
        const before = await t.graphql<{ me: { customerInfo: Record<string, unknown> } }>(ME, {}, user.headers);
        assert.deepEqual(before.data?.me.customerInfo, {
          isFellow: false,
          chatGptTokensLeft: 3,
          chatGptTokensPeriodStart: null,
          chatGptTokensLimit: 3,
          chatGptUnlimited: false,
        });
        const res = await run(t, { ...user.headers, "x-locale": "en" }, "GetJobKeywords", KEYWORDS);
        assert.equal(res.data?.generateChatGpt.error, null);
        assert.match(res.data!.generateChatGpt.result!, /demo answer from the local model/);
        const sent = fake.state.requests.at(-1)!;
        assert.match(sent.messages![0].content, /applicant-tracking systems[\s\S]*Answer in English/);
        assert.match(sent.messages![1].content, /UN Women/);
        const ru = await run(t, { ...user.headers, "x-locale": "ru" }, "GetJobKeywords", KEYWORDS);
        assert.match(ru.data!.generateChatGpt.result!, /Демо-ответ локальной модели/);
        assert.match(fake.state.requests.at(-1)!.messages![0].content, /системы отбора резюме[\s\S]*Отвечай по-русски/);
        const after = await t.graphql<{ me: { customerInfo: Record<string, unknown> } }>(ME, {}, user.headers);
        assert.equal(after.data?.me.customerInfo.chatGptTokensLeft, 1);
        assert.ok(after.data?.me.customerInfo.chatGptTokensPeriodStart);
      });

      await step.step("each form's rules refuse bad input with its message, and nothing is spent", async () => {
        const user = await newUser(t);
        const cases: Array<[string, Record<string, string>, string, string]> = [
          ["GetJobKeywords", { description: "abcd" }, "description", "errors.aiMinLength"],
          ["GetJobKeywords", { description: "x".repeat(8001) }, "description", "errors.aiMaxLength"],
          ["GetJobKeywords", {}, "description", "errors.required"],
          ["GetKeyAchievements", { position: "A", industry: "Energy" }, "position", "errors.aiMinLength"],
          [
            "GetKeyAchievements",
            { position: "Analyst", industry: "Energy", skills: "Ex" },
            "skills",
            "errors.aiMinLength",
          ],
          ["GetInterviewCoach", { question: "Tell me about a conflict" }, "answer", "errors.aiAnswerOrProfession"],
          ["GetInterviewCoach", { question: "Why?", profession: "Nurse" }, "question", "errors.aiMinLength"],
          [
            "GetInterviewCoach",
            { question: "Tell me about a conflict", profession: "x".repeat(201) },
            "profession",
            "errors.aiMaxLength",
          ],
          [
            "GetCoverLetter",
            {
              positionName: "Analyst",
              jobDescription: "Analyse data",
              userDescription: "Five years",
              phone: "call me",
            },
            "phone",
            "errors.aiPhone",
          ],
          [
            "GetCoverLetter",
            { positionName: "Analyst", jobDescription: "Analyse data", userDescription: "Five years", email: "a@b" },
            "email",
            "errors.aiEmail",
          ],
          [
            "GetCoverLetter",
            {
              positionName: "Analyst",
              jobDescription: "Analyse data",
              userDescription: "Five years",
              linkedin: "https://example.com/in/ada",
            },
            "linkedin",
            "errors.aiLinkedin",
          ],
          [
            "GetCoverLetter",
            { jobDescription: "Analyse data", userDescription: "Five years" },
            "positionName",
            "errors.required",
          ],
          [
            "GetCoverLetter",
            { positionName: "Analyst", jobDescription: "Analyse data", userDescription: "Five years", language: "xx" },
            "language",
            "errors.BAD_USER_INPUT",
          ],
          [
            "GetCareerSummary",
            { industry: "Energy", position: "Analyst", experienceYears: "101" },
            "experienceYears",
            "errors.aiMaxNumber",
          ],
          [
            "GetCareerSummary",
            { industry: "Energy", position: "Analyst", experienceYears: "many" },
            "experienceYears",
            "errors.aiNumber",
          ],
        ];
        const calls = fake.state.requests.length;
        for (const [type, form, field, key] of cases) {
          const res = await run(t, user.headers, type, list(form));
          assert.equal(res.errors?.[0].extensions?.code, "BAD_USER_INPUT", `${type} ${field}`);
          assert.equal(res.errors?.[0].extensions?.fields?.[field], key, `${type} ${field}`);
        }
        assert.equal(fake.state.requests.length, calls, "the AI was never called");
        assert.equal(await left(t, user.id), undefined, "no run was spent");
      });

      await step.step("the allowance runs out with the days left; the AI failing gives the run back", async () => {
        const user = await newUser(t);
        fake.failNext(2); // the SDK retries a failed call once
        const failed = await quietly(() => run(t, user.headers, "GetJobKeywords", KEYWORDS));
        assert.equal(failed.data?.generateChatGpt.error?.name, "aiFailed");
        assert.equal(await left(t, user.id), 3, "the failed run was given back");
        fake.failNext(2); // the SDK retries a failed call once
        const letter = await quietly(() =>
          run(t, { ...user.headers, "x-locale": "en" }, "GetCoverLetter", [
            { key: "positionName", value: "Analyst" },
            { key: "jobDescription", value: "Analyse data for the programme" },
            { key: "userDescription", value: "Five years in M&E" },
          ])
        );
        assert.equal(letter.data?.generateChatGpt.error?.name, "aiFailed");
        assert.match(letter.data!.generateChatGpt.error!.message, /write to our support/);
        for (let i = 0; i < 3; i++) {
          assert.equal((await run(t, user.headers, "GetJobKeywords", KEYWORDS)).data?.generateChatGpt.error, null);
        }
        const calls = fake.state.requests.length;
        const out = await run(t, user.headers, "GetJobKeywords", KEYWORDS);
        assert.equal(out.data?.generateChatGpt.result, null);
        assert.equal(out.data?.generateChatGpt.error?.name, "noTokensLeft");
        assert.equal(out.data?.generateChatGpt.error?.days, 30);
        assert.match(out.data!.generateChatGpt.error!.message, /30/);
        assert.equal(fake.state.requests.length, calls, "no AI call without a run");
        assert.equal(await left(t, user.id), 0);
      });

      await step.step(
        "an ended period resets in the same statement; a new member gets the fellows' difference",
        async () => {
          const user = await newUser(t);
          await t.db.insert(aiAllowances).values({
            userId: user.id,
            tokensLeft: 0,
            periodStart: new Date(Date.now() - 31 * 86_400_000),
          });
          assert.equal((await run(t, user.headers, "GetJobKeywords", KEYWORDS)).data?.generateChatGpt.error, null);
          const [row] = await t.db.select().from(aiAllowances).where(eq(aiAllowances.userId, user.id));
          assert.equal(row.tokensLeft, 2);
          assert.ok(Date.now() - row.periodStart.getTime() < 60_000, "a new period began");
          // Joins the club with 2 runs left of 3: the fellows' 5 less the 1 used.
          await t.db.update(users).set({ isFellow: true }).where(eq(users.id, user.id));
          assert.equal((await run(t, user.headers, "GetJobKeywords", KEYWORDS)).data?.generateChatGpt.error, null);
          assert.equal(await left(t, user.id), 3);
          const me = await t.graphql<{ me: { customerInfo: Record<string, unknown> } }>(ME, {}, user.headers);
          assert.equal(me.data?.me.customerInfo.chatGptTokensLeft, 3);
          assert.equal(me.data?.me.customerInfo.chatGptTokensLimit, 5);
        },
      );

      await step.step("the career summary is for fellows; moderators are exempt from the counter", async () => {
        const regular = await newUser(t);
        const summary = list({ industry: "Energy", position: "Analyst", experienceYears: "3" });
        const refused = await run(t, regular.headers, "GetCareerSummary", summary);
        assert.equal(refused.data?.generateChatGpt.error?.name, "fellowsOnly");
        assert.equal(await left(t, regular.id), undefined, "nothing spent");
        const fellow = await newUser(t, { fellow: true });
        assert.equal((await run(t, fellow.headers, "GetCareerSummary", summary)).data?.generateChatGpt.error, null);
        assert.equal(await left(t, fellow.id), 4);
        const moderator = await newUser(t, { role: "MODERATOR" });
        for (let i = 0; i < 4; i++) {
          assert.equal((await run(t, moderator.headers, "GetJobKeywords", KEYWORDS)).data?.generateChatGpt.error, null);
        }
        assert.equal(await left(t, moderator.id), undefined, "no counter for an exempt role");
        const me = await t.graphql<{ me: { customerInfo: Record<string, unknown> } }>(ME, {}, moderator.headers);
        assert.equal(me.data?.me.customerInfo.chatGptUnlimited, true);
      });

      await step.step("saveDetails keeps the person's details (never the job) for the form next time", async () => {
        const user = await newUser(t);
        const form = {
          positionName: "Analyst",
          companyName: "UNDP",
          jobDescription: "Analyse data for the programme",
          userDescription: "Five years in M&E",
          fullName: "Ada Tester",
          email: "ada@example.com",
          phone: "+7 900 123-45-67",
          linkedin: "https://www.linkedin.com/in/ada-tester",
          language: "fr",
        };
        assert.equal(
          (await run(t, user.headers, "GetCoverLetter", list(form), true)).data?.generateChatGpt.error,
          null,
        );
        assert.match(fake.state.requests.at(-1)!.messages![1].content, /French/);
        assert.equal(
          (await run(t, user.headers, "GetKeyAchievements", list({ position: "Analyst", industry: "Energy" }), false))
            .data?.generateChatGpt.error,
          null,
        );
        const settings = await t.graphql<
          {
            getAiToolsSettings: {
              configured: boolean;
              savedDetails: Array<{ type: string; params: Array<{ key: string; value: string }> }>;
            };
          }
        >(`{ getAiToolsSettings { configured savedDetails { type params { key value } } } }`, {}, user.headers);
        assert.equal(settings.data?.getAiToolsSettings.configured, true);
        const saved = settings.data!.getAiToolsSettings.savedDetails;
        assert.deepEqual(saved.map((s) => s.type), ["GetCoverLetter"]);
        const params = Object.fromEntries(saved[0].params.map((p) => [p.key, p.value]));
        assert.equal(params.fullName, "Ada Tester");
        assert.equal(params.language, "fr");
        assert.equal(params.jobDescription, undefined, "the job is not kept");
        assert.equal(params.companyName, undefined);
        const rows = await t.db.select().from(aiSavedDetails).where(eq(aiSavedDetails.userId, user.id));
        assert.equal(rows.length, 1);
      });

      await step.step(
        "the stream: pieces as server-sent events; refusals as JSON; a break gives back",
        async () => {
          const user = await newUser(t);
          const post = (body: unknown) =>
            t.request("/api/ai-tools/stream", {
              method: "POST",
              headers: { ...user.headers, "content-type": "application/json", origin: "https://fellows.test" },
              body: JSON.stringify(body),
            });
          const res = await post({ type: "GetJobKeywords", params: KEYWORDS, locale: "ru" });
          assert.equal(res.status, 200);
          assert.match(res.headers.get("content-type") ?? "", /text\/event-stream/);
          const all = await events(res);
          assert.ok(all.filter((e) => e.event === "delta").length > 5, "the text came in pieces");
          assert.equal(all.at(-1)?.event, "done");
          const text = all.filter((e) => e.event === "delta").map((e) => e.data.text).join("");
          assert.match(text, /Демо-ответ локальной модели/);
          assert.equal(await left(t, user.id), 2);

          const bad = await post({
            type: "GetJobKeywords",
            params: [{ key: "description", value: "abc" }],
            locale: "en",
          });
          assert.equal(bad.status, 400);
          assert.equal((await bad.json()).error.fields.description, "errors.aiMinLength");
          assert.equal((await post({ type: "Nope", params: [] })).status, 400);

          // Pieces a little apart, so the break comes after the answer has begun (mid-stream, not before it).
          fake.state.pieceDelayMs = 5;
          fake.breakNext(1);
          const broken = await quietly(async () =>
            await events(await post({ type: "GetJobKeywords", params: KEYWORDS }))
          );
          assert.equal(broken.at(-1)?.event, "error");
          assert.equal(broken.at(-1)?.data.name, "aiFailed");
          assert.equal(await left(t, user.id), 2, "the broken run was given back");
          assert.ok(broken.filter((e) => e.event === "delta").length >= 1, "it broke mid-answer");
          fake.state.pieceDelayMs = 0;

          await post({ type: "GetJobKeywords", params: KEYWORDS }).then((r) => r.text());
          await post({ type: "GetJobKeywords", params: KEYWORDS }).then((r) => r.text());
          const out = await post({ type: "GetJobKeywords", params: KEYWORDS, locale: "en" });
          assert.equal(out.status, 200, "a run's own outcome, not a client mistake");
          assert.match(out.headers.get("content-type") ?? "", /application\/json/);
          const body = await out.json();
          assert.equal(body.error.name, "noTokensLeft");
          assert.equal(body.error.days, 30);
          assert.match(body.error.message, /New runs in 30 days/);
        },
      );
    } finally {
      await t.close();
    }
  },
});

Deno.test({
  name: `AI tools: without a provider the tools say so and spend nothing (${describeDb()})`,
  ...opts,
  async fn() {
    const t = await createTestApp({ seed: false, env: { AI_FAKE: "false" } });
    try {
      assert.equal(t.app.aiFake, undefined);
      const user = await newUser(t);
      const res = await run(t, user.headers, "GetJobKeywords", KEYWORDS);
      assert.equal(res.data?.generateChatGpt.error?.name, "aiNotConfigured");
      assert.match(res.data!.generateChatGpt.error!.message, /not configured|не настроены/);
      assert.equal(await left(t, user.id), undefined);
      const settings = await t.graphql<{ getAiToolsSettings: { configured: boolean } }>(
        `{ getAiToolsSettings { configured } }`,
      );
      assert.equal(settings.data?.getAiToolsSettings.configured, false);
    } finally {
      await t.close();
    }
  },
});

Deno.test({
  name:
    `AI allowance: the daily reset touches ended periods only, once, even run twice and concurrently (${describeDb()})`,
  ...opts,
  async fn() {
    const t = await createTestApp({ seed: false });
    try {
      const limits = { regular: 10, fellow: 100 };
      const ended = await newUser(t);
      const endedFellow = await newUser(t, { fellow: true });
      const current = await newUser(t);
      const old = new Date(Date.now() - 31 * 86_400_000);
      const recent = new Date(Date.now() - 2 * 86_400_000);
      await t.db.insert(aiAllowances).values([
        { userId: ended.id, tokensLeft: 0, periodStart: old },
        { userId: endedFellow.id, tokensLeft: 3, periodStart: old },
        { userId: current.id, tokensLeft: 1, periodStart: recent },
      ]);
      const now = () => new Date();
      const job = CRON_JOBS.find((j) => j.name === "reset-ai-allowances")!;
      const [first, second] = await Promise.all([
        runCronJob(job, { db: t.db, now, aiAllowance: limits }),
        runCronJob(job, { db: t.db, now, aiAllowance: limits }),
      ]);
      assert.deepEqual([first, second].filter(Boolean), [{ reset: 2 }], "one run of the period did the work");
      assert.equal(await runCronJob(job, { db: t.db, now, aiAllowance: limits }), null);
      // The job's own statement is idempotent too (a catch-up run the same day, or two at once).
      const again = await Promise.all([resetEndedPeriods(t.db, limits, now()), resetEndedPeriods(t.db, limits, now())]);
      assert.deepEqual(again, [0, 0]);
      assert.equal(await left(t, ended.id), 10);
      assert.equal(await left(t, endedFellow.id), 100);
      assert.equal(await left(t, current.id), 1, "a running period is never reset");
    } finally {
      await t.close();
    }
  },
});

Deno.test({
  name: `AI allowance: 50 concurrent runs against an allowance of 10 succeed exactly 10 times (${describeDb()})`,
  ...opts,
  async fn() {
    // The rate limit is per user per hour (120): each round uses a new user.
    const t = await createTestApp({ seed: false, env: { AI_ALLOWANCE: "10" } });
    const fake = t.app.aiFake!;
    fake.state.firstTokenDelayMs = 0;
    fake.state.pieceDelayMs = 0;
    // Twenty rounds on the PostgreSQL server (real concurrency); PGlite has one connection, so three suffice there.
    const rounds = testDbKind() === "postgres" ? 20 : 3;
    try {
      for (let round = 0; round < rounds; round++) {
        const user = await newUser(t);
        const results = await quietly(() =>
          Promise.all(Array.from({ length: 50 }, () => run(t, user.headers, "GetJobKeywords", KEYWORDS)))
        );
        const ok = results.filter((r) => r.data?.generateChatGpt.result).length;
        const names = results.map((r) => r.data?.generateChatGpt.error?.name ?? r.errors?.[0].extensions?.code ?? "ok");
        assert.equal(ok, 10, `round ${round}: ${JSON.stringify(names.filter((n) => n !== "ok"))}`);
        assert.ok(names.every((n) => ["ok", "noTokensLeft"].includes(n)), JSON.stringify(names));
        assert.equal(await left(t, user.id), 0, `round ${round}: the counter ends at 0`);
      }
    } finally {
      await t.close();
    }
  },
});
