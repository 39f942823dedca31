// Auth: me, signUp, signIn, signOut, email verification and password reset. The session token only ever travels in
// the HttpOnly cookie: no answer carries a token, a hash or a session id.
import {
  ForgotPasswordSchema,
  PromoterSignInSchema,
  ResetPasswordSchema,
  SignInSchema,
  SignUpSchema,
  TokenSchema,
} from "../../src/domain/auth.ts";
import * as accounts from "../services/auth/accounts.ts";
import { clearHits, hit, LIMITS } from "../services/rate-limit.ts";
import { createSession, invalidateSession, sessionUserOf } from "../services/auth/sessions.ts";
import { findPromoterLogin } from "../services/promoters/find-promoter-login.ts";
import type { GraphQLContext } from "./context.ts";
import { appError, parseInput } from "./errors.ts";
import type { AuthError, Resolvers } from "./generated/resolvers.ts";

export { typeDefs } from "./auth-type-defs.ts";

const ERRORS = {
  EMAIL_EXISTS: "Email already exists",
  INVALID_CREDENTIALS: "Invalid email or password",
  INVALID_PROMOTER_CREDENTIALS: "Invalid username or password",
  EMAIL_NOT_VERIFIED: "Please confirm your email first",
  ACCOUNT_BLOCKED: "This account is blocked",
  invalid: "An error occured",
  expired: "Your link has expired",
} as const;

/** An expected refusal a form shows (taken email, wrong password, used link): an answer, not a GraphQL error. */
export const authError = (name: keyof typeof ERRORS): AuthError => ({
  name,
  message: ERRORS[name],
  i18nKey: `errors.${name}`,
});

/** The HTTP request's session handling; absent in server-side rendering, which never signs anyone in or out. */
export function sessionIo(ctx: GraphQLContext) {
  if (!ctx.session) throw appError("FORBIDDEN", "Not available here");
  return ctx.session;
}

/** Counts one attempt against each limit; the first one exceeded refuses the request. */
export async function limited(
  ctx: GraphQLContext,
  checks: Array<[string, { max: number; windowSeconds: number }]>,
  i18nKey = "errors.TOO_MANY_REQUESTS",
) {
  for (const [key, limit] of checks) {
    if (!(await hit(ctx.db, key, limit, ctx.now()))) {
      throw appError("TOO_MANY_REQUESTS", "Too many attempts", { i18nKey });
    }
  }
}

const tokenCheck = (check: accounts.TokenCheck) => ({ ...check, error: check.error ? authError(check.error) : null });

export const resolvers: Resolvers = {
  User: {
    avatarSrc: (user) => user.avatarUrl,
    created_at: (user) => user.createdAt.toISOString(),
  },
  Query: {
    // The session lookup read the row for this request already; a context without one (a test's) reads it.
    me: async (_root, _args, { viewer, db }) =>
      viewer.userId ? sessionUserOf(viewer) ?? await accounts.findUser(db, viewer.userId) : null,
    isVerificationTokenValid: async (_root, args, { db, now }) =>
      tokenCheck(await accounts.checkToken(db, "VERIFY_EMAIL", parseInput(TokenSchema, args.token), now())),
    isResetTokenValid: async (_root, args, { db, now }) =>
      tokenCheck(await accounts.checkToken(db, "RESET_PASSWORD", parseInput(TokenSchema, args.token), now())),
  },
  Mutation: {
    signUp: async (_root, args, context) => {
      const input = parseInput(SignUpSchema, args.input);
      const io = sessionIo(context);
      await limited(context, [[`signup:ip:${io.ip}`, LIMITS.signUpPerIp]]);
      const result = await accounts.signUp(
        context.db,
        context.mailer,
        context.origin,
        { ...input, language: context.locale },
        context.now(),
      );
      if ("error" in result) return { user: null, error: authError(result.error) };
      return { user: result.user, error: null };
    },
    signIn: async (_root, args, context) => {
      const promoter = args.input.isPromoter === true;
      // The promoter sign-in names the account by its username: the account's email is looked up (live promoters
      // only), then everything below — limits, device cookie, password check — is the same as for any sign-in.
      let input: { email: string; password: string };
      let promoterLogin: string | null = null;
      if (promoter) {
        const parsed = parseInput(PromoterSignInSchema, { username: args.input.email, password: args.input.password });
        promoterLogin = parsed.username.toLowerCase();
        const found = await findPromoterLogin(context.db, parsed.username);
        input = { email: found?.email ?? "", password: parsed.password };
      } else {
        input = parseInput(SignInSchema, { email: args.input.email, password: args.input.password });
      }
      const io = sessionIo(context);
      // Limits per address and per account+address; and per account for browsers without this account's device
      // cookie, so guesses from many addresses meet a ceiling while the owner's own browser never does (a new one
      // gets its cookie through the mailed reset link). The owner's account+address counter is cleared on success.
      // An unknown username is counted under its own name, so guessing usernames meets the same ceilings.
      const email = input.email ? accounts.normalizeEmail(input.email) : `promoter:${promoterLogin}`;
      const accountKey = `signin:account-ip:${email}|${io.ip}`;
      await limited(context, [
        [`signin:ip:${io.ip}`, LIMITS.signInPerIp],
        [accountKey, LIMITS.signInPerAccountAndIp],
      ]);
      if (!(await io.devices.isFor(email, io.deviceCookie))) {
        await limited(context, [
          [`signin:account:${email}`, LIMITS.signInPerAccount],
          [`signin:account-day:${email}`, LIMITS.signInPerAccountDay],
        ], "errors.signInAccountThrottled");
      }
      const result = await accounts.signIn(context.db, input.email, input.password);
      if ("error" in result) {
        const wrongPair = promoter && result.error === "INVALID_CREDENTIALS";
        return { user: null, error: authError(wrongPair ? "INVALID_PROMOTER_CREDENTIALS" : result.error) };
      }
      await clearHits(context.db, accountKey);
      io.setDeviceCookie(await io.devices.issue(email));
      const session = await createSession(context.db, result.user.id, context.now());
      io.setSessionCookie(session.token, session.expiresAt);
      return { user: result.user, error: null };
    },
    signOut: async (_root, _args, context) => {
      const io = sessionIo(context);
      if (io.token) await invalidateSession(context.db, io.token);
      io.clearSessionCookie();
      return { success: true };
    },
    verifyEmailViaLink: async (_root, args, context) => {
      const token = parseInput(TokenSchema, args.token);
      await limited(context, [[`verify:ip:${sessionIo(context).ip}`, LIMITS.verifyPerIp]]);
      return tokenCheck(await accounts.verifyEmail(context.db, token, context.now()));
    },
    forgotPassword: async (_root, args, context) => {
      const input = parseInput(ForgotPasswordSchema, { email: args.email, isPartner: args.isPartner });
      const io = sessionIo(context);
      await limited(context, [
        [`forgot:ip:${io.ip}`, LIMITS.forgotPerIp],
        [`forgot:account:${accounts.normalizeEmail(input.email)}`, LIMITS.forgotPerAccount],
      ]);
      context.background(
        accounts.forgotPassword(context.db, context.mailer, context.origin, input.email, context.now()).done,
      );
      return { success: true };
    },
    resetPasswordByToken: async (_root, args, context) => {
      const input = parseInput(ResetPasswordSchema, { token: args.token, password: args.password });
      const io = sessionIo(context);
      await limited(context, [[`verify:ip:${io.ip}`, LIMITS.verifyPerIp]]);
      const { email, ...check } = await accounts.resetPasswordByToken(
        context.db,
        input.token,
        input.password,
        context.now(),
      );
      // The mailed link proved the mailbox: this browser is the owner's (no per-account ceiling for it).
      if (email) io.setDeviceCookie(await io.devices.issue(email));
      return tokenCheck(check);
    },
  },
};
