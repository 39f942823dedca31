// Profile: the signed-in user's general information (updateUserInfo), email change (updateUserEmail), job
// preferences (setPreferences), the photo by the spec's UploadSingleFile (a multipart request; the REST upload in
// api/rest/profile.ts is the same through the same service) and the User fields they add.
import { requireUser } from "../../src/domain/authorization.ts";
import { AVATAR_MAX_BYTES, EmailSchema, PreferencesSchema, UpdateUserInfoSchema } from "../../src/domain/profile.ts";
import { AVATAR_REFUSALS, replaceAvatar } from "../services/avatars.ts";
import { UploadScalar } from "./uploads.ts";
import { listJobCategories } from "../services/jobs/jobs.ts";
import * as profile from "../services/profile.ts";
import { LIMITS } from "../services/rate-limit.ts";
import { authError, limited } from "./auth.ts";
import { appError, parseInput } from "./errors.ts";
import { sendEach } from "../integrations/mail.ts";
import type { Resolvers } from "./generated/resolvers.ts";

export { typeDefs } from "./profile-type-defs.ts";

export const resolvers: Resolvers = {
  Upload: UploadScalar,
  User: {
    customerInfo: (user) => user,
    location: (user) => user.countryId ? { city: null, state: null, countryId: user.countryId } : null,
    applyForPartnership: (user) => ({
      requestForPartnershipSent: user.requestForPartnershipSent,
      isApprovedPartner: user.role === "PROMOTER",
    }),
  },
  CustomerInfo: {
    jobPreference: async (user, _args, { db, siteCache }) => {
      const all = await siteCache.get("jobCategories", () => listJobCategories(db));
      return {
        jobCategories: all.filter((c) => user.preferredJobCategoryIds.includes(c.id)),
        regions: user.preferredRegions,
      };
    },
  },
  Mutation: {
    uploadSingleFile: async (_root, { src }, context) => {
      const userId = requireUser(context.viewer);
      const file = context.uploads?.get(src);
      if (!file) {
        throw appError("BAD_USER_INPUT", "src: send the photo as the file part of a multipart request", {
          i18nKey: "errors.avatarType",
        });
      }
      if (file.size > AVATAR_MAX_BYTES) {
        throw appError("BAD_USER_INPUT", "The photo is larger than 2 MB", { i18nKey: "errors.avatarTooLarge" });
      }
      // The declared type is the client's word; the bytes decide (api/services/avatars.ts).
      const answer = await replaceAvatar(
        context.db,
        context.storage,
        userId,
        new Uint8Array(await file.arrayBuffer()),
        context.now(),
      );
      if ("avatarSrc" in answer) return { avatarSrc: answer.avatarSrc };
      const { i18nKey } = AVATAR_REFUSALS[answer.error];
      throw answer.error === "TOO_MANY_REQUESTS"
        ? appError("TOO_MANY_REQUESTS", "Too many photo uploads; try again later", { i18nKey })
        : appError("BAD_USER_INPUT", `The photo was refused (${AVATAR_REFUSALS[answer.error].name})`, { i18nKey });
    },
    updateUserInfo: async (_root, args, context) => {
      const userId = requireUser(context.viewer);
      const input = parseInput(UpdateUserInfoSchema, args.input);
      // A country the list does not have is the client's mistake, not a foreign-key failure in the database.
      if (input.countryId != null && !(await context.loaders.countryById.load(input.countryId))) {
        throw appError("BAD_USER_INPUT", "Invalid input: countryId", {
          fields: { countryId: "errors.BAD_USER_INPUT" },
        });
      }
      const { user, appliedForPartnership } = await profile.updateUserInfo(context.db, userId, input);
      if (appliedForPartnership) {
        // The application goes to whoever reviews it, after the answer.
        context.background(
          (async () => {
            const reviewers = await profile.partnershipReviewers(context.db, context.leads.inbox);
            const mails = reviewers.map((to) => profile.partnershipApplicationMail(to, user));
            await sendEach(context.mailer, mails, "promoter application");
          })().catch((error) => console.error("profile: the promoter application was not mailed:", error)),
        );
      }
      return { user, error: null };
    },
    updateUserEmail: async (_root, args, context) => {
      const userId = requireUser(context.viewer);
      const { email } = parseInput(EmailSchema, { email: args.email });
      await limited(context, [[`email-change:user:${userId}`, LIMITS.forgotPerAccount]]);
      const result = await profile.requestEmailChange(
        context.db,
        context.mailer,
        context.origin,
        userId,
        email,
        context.locale,
        context.now(),
      );
      if ("error" in result) return { user: null, error: authError(result.error) };
      return { user: result.user, error: null };
    },
    setPreferences: async (_root, args, context) => {
      const userId = requireUser(context.viewer);
      const input = parseInput(PreferencesSchema, args.input);
      return { user: await profile.setPreferences(context.db, userId, input), error: null };
    },
  },
};
