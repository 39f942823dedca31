// Accounts: signUp, signIn, signOut, me, email verification and password reset. The session token only ever travels
// in the HttpOnly cookie: no answer carries a token, a hash or a session id.
import {
  ForgotPasswordSchema,
  ResetPasswordSchema,
  SignInSchema,
  SignUpSchema,
  TokenSchema,
} from "../../src/domain/auth.ts";
import { EmailSchema, PreferencesSchema, UpdateUserInfoSchema } from "../../src/domain/profile.ts";
import { SupportSchema } from "../../src/domain/support.ts";
import * as accounts from "../services/auth/accounts.ts";
import * as profile from "../services/profile.ts";
import { saveSupportMessage } from "../services/support.ts";
import type { User } from "../services/auth/accounts.ts";
import { hit, LIMITS } from "../services/rate-limit.ts";
import { listJobCategories } from "../services/jobs.ts";
import { createSession, invalidateSession } from "../services/auth/sessions.ts";
import { contextOf, type GraphQLContext } from "./context.ts";
import { appError, parseInput } from "./errors.ts";
import type { Resolvers } from "./schema.ts";

export const typeDefs = /* GraphQL */ `
  type CustomerInfo {
    isFellow: Boolean!
    jobPreference: JobPreference!
  }

  type JobPreference {
    jobCategories: [JobCategory!]!
    regions: [String!]!
  }

  type PartnershipInfo {
    requestForPartnershipSent: Boolean!
    isApprovedPartner: Boolean!
  }

  type User {
    id: ID!
    email: String!
    emailVerified: Boolean!
    "A new address waiting for confirmation (updateUserEmail)."
    pendingEmail: String
    firstName: String!
    lastName: String!
    role: Role!
    isFellow: Boolean!
    avatarSrc: String
    language: Language!
    customerInfo: CustomerInfo!
    summary: String
    birthDate: String
    gender: String
    location: JobLocation
    nationality: String
    languages: [String!]!
    linkedId: String
    phone: String
    skype: String
    zoom: String
    notificationTypes: [String!]!
    isSubscribedOnJobsMailing: Boolean!
    applyForPartnership: PartnershipInfo!
    created_at: String!
  }

  input UpdateUserInfoInput {
    firstName: String
    lastName: String
    summary: String
    birthDate: String
    gender: String
    countryId: ID
    nationality: String
    languages: [String!]
    linkedId: String
    phone: String
    skype: String
    zoom: String
    notificationTypes: [String!]
    applyForPartnership: Boolean
  }

  input PreferencesInput {
    isSubscribedOnJobsMailing: Boolean
    jobCategories: [ID!]
    regions: [String!]
  }

  "What went wrong, for the form: a stable name and the i18n key of the message."
  type AuthError {
    name: String!
    message: String!
    i18nKey: String!
  }

  type AuthPayload {
    user: User
    error: AuthError
  }

  type TokenCheckResult {
    success: Boolean!
    redirectPath: String
    error: AuthError
  }

  type OkResult {
    success: Boolean!
  }

  input SignUpInput {
    email: String!
    password: String!
    firstName: String!
    lastName: String!
    "Where to continue after the email is confirmed (a path on this site)."
    redirectPath: String
    "The page the visitor signed up from: its first known section is the registration source."
    fromPath: String
  }

  input ContactSupportInput {
    title: String!
    message: String!
  }

  input SignInInput {
    email: String!
    password: String!
  }

  extend type Query {
    "The signed-in user, or null."
    me: User
    isVerificationTokenValid(token: String!): TokenCheckResult!
    isResetTokenValid(token: String!): TokenCheckResult!
    getJobCategories: [JobCategory!]!
  }

  extend type Mutation {
    signUp(input: SignUpInput!): AuthPayload!
    signIn(input: SignInInput!): AuthPayload!
    signOut: OkResult!
    verifyEmailViaLink(token: String!): TokenCheckResult!
    forgotPassword(email: String!, isPartner: Boolean): OkResult!
    resetPasswordByToken(token: String!, password: String!): TokenCheckResult!
    "The signed-in user's general information (only the fields sent change)."
    updateUserInfo(input: UpdateUserInfoInput!): AuthPayload!
    "Changes the signed-in user's email once the new address is confirmed from the mailed link."
    updateUserEmail(email: String!): AuthPayload!
    "The signed-in user's job preferences: the jobs mailing, categories and regions."
    setPreferences(input: PreferencesInput!): AuthPayload!
    "A message to the club's support (signed-in users)."
    contactSupport(input: ContactSupportInput!): OkResult!
  }
`;

const ERRORS = {
  EMAIL_EXISTS: "Email already exists",
  INVALID_CREDENTIALS: "Invalid email or password",
  EMAIL_NOT_VERIFIED: "Please confirm your email first",
  invalid: "An error occured",
  expired: "Your link has expired",
} as const;

const authError = (name: keyof typeof ERRORS) => ({ name, message: ERRORS[name], i18nKey: `errors.${name}` });

export function publicUser(user: User) {
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    pendingEmail: user.pendingEmail,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    isFellow: user.isFellow,
    avatarSrc: user.avatarUrl,
    language: user.language,
    customerInfo: {
      isFellow: user.isFellow,
      _categoryIds: user.preferredJobCategoryIds,
      _regions: user.preferredRegions,
    },
    summary: user.summary,
    birthDate: user.birthDate,
    gender: user.gender,
    _countryId: user.countryId,
    nationality: user.nationality,
    languages: user.languages,
    linkedId: user.linkedId,
    phone: user.phone,
    skype: user.skype,
    zoom: user.zoom,
    notificationTypes: user.notificationTypes,
    isSubscribedOnJobsMailing: user.isSubscribedOnJobsMailing,
    applyForPartnership: {
      requestForPartnershipSent: user.requestForPartnershipSent,
      isApprovedPartner: user.role === "PROMOTER",
    },
    created_at: user.createdAt.toISOString(),
  };
}

/** The HTTP request's session handling; absent in server-side rendering, which never signs anyone in or out. */
function sessionIo(ctx: GraphQLContext) {
  if (!ctx.session) throw appError("FORBIDDEN", "Not available here");
  return ctx.session;
}

export function requireUser(ctx: GraphQLContext): string {
  if (!ctx.viewer.userId) throw appError("UNAUTHENTICATED", "Sign in first");
  return ctx.viewer.userId;
}

async function limited(ctx: GraphQLContext, checks: Array<[string, { max: number; windowSeconds: number }]>) {
  for (const [key, limit] of checks) {
    if (!(await hit(ctx.db, key, limit))) {
      throw appError("TOO_MANY_REQUESTS", "Too many attempts", { i18nKey: "errors.TOO_MANY_REQUESTS" });
    }
  }
}

type PublicUser = ReturnType<typeof publicUser>;

export const resolvers: Resolvers = {
  User: {
    location: async (user: PublicUser, _args: unknown, ctx: unknown) => {
      if (!user._countryId) return null;
      const country = await contextOf(ctx).loaders.countryById.load(user._countryId);
      return { city: null, state: null, countryObject: country };
    },
  },
  CustomerInfo: {
    jobPreference: async (info: PublicUser["customerInfo"], _args: unknown, ctx: unknown) => {
      const { db, siteCache } = contextOf(ctx);
      const all = await siteCache.get("jobCategories", () => listJobCategories(db));
      return { jobCategories: all.filter((c) => info._categoryIds.includes(c.id)), regions: info._regions };
    },
  },
  Query: {
    me: async (_root, _args, ctx) => {
      const { viewer, db } = contextOf(ctx);
      if (!viewer.userId) return null;
      const user = await accounts.findUser(db, viewer.userId);
      return user ? publicUser(user) : null;
    },
    isVerificationTokenValid: async (_root, args, ctx) => {
      const check = await accounts.checkToken(contextOf(ctx).db, "VERIFY_EMAIL", parseInput(TokenSchema, args.token));
      return { ...check, error: check.error ? authError(check.error) : null };
    },
    getJobCategories: (_root, _args, ctx) => {
      const { db, siteCache } = contextOf(ctx);
      return siteCache.get("jobCategories", () => listJobCategories(db));
    },
    isResetTokenValid: async (_root, args, ctx) => {
      const check = await accounts.checkToken(contextOf(ctx).db, "RESET_PASSWORD", parseInput(TokenSchema, args.token));
      return { ...check, error: check.error ? authError(check.error) : null };
    },
  },
  Mutation: {
    signUp: async (_root, args, ctx) => {
      const context = contextOf(ctx);
      const input = parseInput(SignUpSchema, args.input);
      const io = sessionIo(context);
      await limited(context, [[`signup:ip:${io.ip}`, LIMITS.signUpPerIp]]);
      const result = await accounts.signUp(context.db, context.mailer, io.appUrl, {
        ...input,
        language: context.locale,
      });
      if ("error" in result) return { user: null, error: authError(result.error) };
      return { user: publicUser(result.user), error: null };
    },
    signIn: async (_root, args, ctx) => {
      const context = contextOf(ctx);
      const input = parseInput(SignInSchema, args.input);
      const io = sessionIo(context);
      await limited(context, [
        [`signin:ip:${io.ip}`, LIMITS.signInPerIp],
        [`signin:account:${accounts.normalizeEmail(input.email)}`, LIMITS.signInPerAccount],
      ]);
      const result = await accounts.signIn(context.db, input.email, input.password);
      if ("error" in result) return { user: null, error: authError(result.error) };
      const session = await createSession(context.db, result.user.id);
      io.setSessionCookie(session.token, session.expiresAt);
      return { user: publicUser(result.user), error: null };
    },
    signOut: async (_root, _args, ctx) => {
      const context = contextOf(ctx);
      const io = sessionIo(context);
      if (io.token) await invalidateSession(context.db, io.token);
      io.clearSessionCookie();
      return { success: true };
    },
    verifyEmailViaLink: async (_root, args, ctx) => {
      const context = contextOf(ctx);
      const token = parseInput(TokenSchema, args.token);
      await limited(context, [[`verify:ip:${sessionIo(context).ip}`, LIMITS.verifyPerIp]]);
      const check = await accounts.verifyEmail(context.db, token);
      return { ...check, error: check.error ? authError(check.error) : null };
    },
    forgotPassword: async (_root, args, ctx) => {
      const context = contextOf(ctx);
      const input = parseInput(ForgotPasswordSchema, { email: args.email, isPartner: args.isPartner });
      const io = sessionIo(context);
      await limited(context, [
        [`forgot:ip:${io.ip}`, LIMITS.forgotPerIp],
        [`forgot:account:${accounts.normalizeEmail(input.email)}`, LIMITS.forgotPerAccount],
      ]);
      context.background(accounts.forgotPassword(context.db, context.mailer, io.appUrl, input.email).done);
      return { success: true };
    },
    updateUserInfo: async (_root, args, ctx) => {
      const context = contextOf(ctx);
      const userId = requireUser(context);
      const input = parseInput(UpdateUserInfoSchema, args.input);
      return { user: publicUser(await profile.updateUserInfo(context.db, userId, input)), error: null };
    },
    updateUserEmail: async (_root, args, ctx) => {
      const context = contextOf(ctx);
      const userId = requireUser(context);
      const { email } = parseInput(EmailSchema, { email: args.email });
      await limited(context, [[`email-change:user:${userId}`, LIMITS.forgotPerAccount]]);
      const result = await profile.requestEmailChange(
        context.db,
        context.mailer,
        sessionIo(context).appUrl,
        userId,
        email,
        context.locale,
      );
      if ("error" in result) return { user: null, error: authError(result.error) };
      return { user: publicUser(result.user), error: null };
    },
    setPreferences: async (_root, args, ctx) => {
      const context = contextOf(ctx);
      const userId = requireUser(context);
      const input = parseInput(PreferencesSchema, args.input);
      return { user: publicUser(await profile.setPreferences(context.db, userId, input)), error: null };
    },
    contactSupport: async (_root, args, ctx) => {
      const context = contextOf(ctx);
      const userId = requireUser(context);
      const input = parseInput(SupportSchema, args.input);
      await limited(context, [[`support:user:${userId}`, LIMITS.supportPerUser]]);
      await saveSupportMessage(context.db, userId, input.title, input.message);
      return { success: true };
    },
    resetPasswordByToken: async (_root, args, ctx) => {
      const context = contextOf(ctx);
      const input = parseInput(ResetPasswordSchema, { token: args.token, password: args.password });
      await limited(context, [[`verify:ip:${sessionIo(context).ip}`, LIMITS.verifyPerIp]]);
      const check = await accounts.resetPasswordByToken(context.db, input.token, input.password);
      return { ...check, error: check.error ? authError(check.error) : null };
    },
  },
};
