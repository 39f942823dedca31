// AI tools: generateChatGpt (spec 02 §7: saveDetails, request type, params [{key, value}] → result or error), the
// viewer's allowance as the spec's customerInfo, and the tools' settings (configured or not, the details kept for
// each tool). The pages stream the same run through REST (api/rest/ai-tools.ts); this answer is the whole text.
import { isAiExempt, requireUser } from "../../src/domain/authorization.ts";
import { AI_ERRORS, type AiRequestType } from "../../src/domain/ai-tools.ts";
import { LIMITS } from "../services/rate-limit.ts";
import { allowanceOf, type AllowanceState } from "../services/ai-tools/allowance.ts";
import type { GraphQLContext } from "./context.ts";
import type { UserModel } from "./models.ts";
import { aiErrorOf, AiRefusal, runRequestFor, runTool, savedDetailsOf } from "../services/ai-tools/run.ts";
import { limited } from "./auth.ts";
import { badUserInput } from "./errors.ts";
import type { Resolvers } from "./generated/resolvers.ts";

export { typeDefs } from "./ai-tools-type-defs.ts";

/** The viewer's own allowance, read once per request; null for anyone else's user. */
const allowances = new WeakMap<GraphQLContext, Promise<AllowanceState>>();
function ownAllowance(context: GraphQLContext, user: UserModel): Promise<AllowanceState> | null {
  if (!context.viewer.userId || user.id !== context.viewer.userId) return null;
  if (!allowances.has(context)) {
    allowances.set(context, allowanceOf(context.db, user.id, user.isFellow, context.aiTools.limits, context.now()));
  }
  return allowances.get(context)!;
}

export const resolvers: Resolvers = {
  CustomerInfo: {
    chatGptTokensLeft: async (user, _args, context) => (await ownAllowance(context, user))?.tokensLeft ?? 0,
    chatGptTokensPeriodStart: async (user, _args, context) =>
      (await ownAllowance(context, user))?.periodStart?.toISOString() ?? null,
    chatGptTokensLimit: async (user, _args, context) => (await ownAllowance(context, user))?.limit ?? 0,
    chatGptUnlimited: (user, _args, context) => user.id === context.viewer.userId && isAiExempt(user.role),
  },
  Query: {
    getAiToolsSettings: async (_root, _args, context) => ({
      configured: Boolean(context.aiTools.provider),
      savedDetails: context.viewer.userId
        ? (await savedDetailsOf(context.db, context.viewer.userId)).map((row) => ({
          type: row.requestType as AiRequestType,
          params: Object.entries(row.params).map(([key, value]) => ({ key, value: String(value) })),
        }))
        : [],
    }),
  },
  Mutation: {
    generateChatGpt: async (_root, args, context) => {
      const userId = requireUser(context.viewer);
      await limited(context, [[`ai:user:${userId}`, LIMITS.aiRunsPerUser]]);
      const request = runRequestFor({ ...context.viewer, userId }, context.locale, args);
      try {
        let result = "";
        for await (const piece of runTool(context.db, context.aiTools, request, context.now())) result += piece;
        return { result, error: null };
      } catch (error) {
        if (!(error instanceof AiRefusal)) throw error;
        if (error.errorName === AI_ERRORS.badInput) throw badUserInput(error.fields);
        return { result: null, error: aiErrorOf(error, args.type, context.locale) };
      }
    },
  },
};
