// Helpers of the account suites (credentials, sign-in limits): the auth documents they send, the mails a user got,
// the token a mailed link carries, and a confirmed user signed in with a password.
import assert from "node:assert/strict";
import { users } from "../../db/schema/index.ts";
import { SESSION_COOKIE } from "../../api/services/auth/sessions.ts";
import { hashPassword } from "../../api/services/auth/passwords.ts";
import type { createTestApp } from "./app.ts";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export const SIGN_IN = `mutation SignIn($input: SignInInput!) { signIn(input: $input) { user { id } error { name } } }`;
export const FORGOT = `mutation($email: String!) { forgotPassword(email: $email, isPartner: false) { success } }`;
export const RESET = `mutation($token: String!, $password: String!) {
  resetPasswordByToken(token: $token, password: $password) { success error { name } } }`;

/** The dev outbox's mails to `to`, oldest first, their links opened (the stored rows hold them sealed). */
export async function mailsTo(t: TestApp, to: string) {
  return await t.mailsTo(to);
}

export const tokenIn = (text: string, kind: string) => text.match(new RegExp(`/${kind}/([A-Za-z0-9_-]+)/`))![1];

export function sessionCookie(res: Response): string {
  const line = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  assert.ok(line, "a session cookie");
  return line.split(";")[0];
}

/** A confirmed password account, signed in: its session cookie (`name=value`). */
export async function signedInUser(t: TestApp, email: string, password: string) {
  await t.db.insert(users).values({
    email,
    emailVerified: true,
    passwordHash: await hashPassword(password),
    firstName: "Vera",
    lastName: "Owner",
  });
  const res = await t.request("/graphql", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: SIGN_IN, variables: { input: { email, password } } }),
  });
  return sessionCookie(res);
}
