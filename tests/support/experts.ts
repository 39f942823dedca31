// Helpers of the expert and seller suites: a signed-in user of a role, the Stripe Connect documents and the fake's
// hosted onboarding walked as a browser would, and the expert profile documents with a valid input.
import assert from "node:assert/strict";
import { count } from "drizzle-orm";
import { experts, sellerAccounts, users } from "../../db/schema/index.ts";
import { createSession, SESSION_COOKIE } from "../../api/services/auth/sessions.ts";
import { type createTestApp, quietly } from "./app.ts";

type App = Awaited<ReturnType<typeof createTestApp>>;

export async function userHeaders(t: App, role: "CUSTOMER" | "MODERATOR" = "CUSTOMER", firstName = "Rita") {
  const [user] = await t.db.insert(users).values({
    email: `${role.toLowerCase()}-${crypto.randomUUID().slice(0, 8)}@fellows.test`,
    emailVerified: true,
    firstName,
    lastName: "Tester",
    role,
  }).returning();
  return { id: user.id, headers: { cookie: `${SESSION_COOKIE}=${(await createSession(t.db, user.id)).token}` } };
}

export const STATUS = `{ checkStripeConnectionStatus { stripeAccountId status } }`;
export const CONNECT = `mutation($source: String!) { connectStripe(source: $source) { url error } }`;
export const SAVE_FIELDS = `error { name message limit } expert { id slug status name rejectionReason approved
  services { title price { value currency } document { fileName source } } experience { company { name } } }`;
export const CREATE = `mutation($input: CreateExpertInput!) { createExpert(input: $input) { ${SAVE_FIELDS} } }`;
export const UPDATE = `mutation($input: UpdateExpertInput!) { updateExpert(input: $input) { ${SAVE_FIELDS} } }`;

export type SaveResult = {
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

export const profile = (overrides: Record<string, unknown> = {}) => ({
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

export async function status(t: App, headers: Record<string, string>) {
  return (await t.graphql<{ checkStripeConnectionStatus: { stripeAccountId: string; status: string } }>(
    STATUS,
    {},
    headers,
  )).data!.checkStripeConnectionStatus;
}

/** Goes through the fake's hosted onboarding as the browser's form would; answers where Stripe sends the user. */
export async function onboard(t: App, headers: Record<string, string>, finish: boolean) {
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

export async function countOf(t: App, table: typeof experts | typeof sellerAccounts) {
  const [row] = await t.db.select({ n: count() }).from(table);
  return Number(row.n);
}
