// One run of an AI tool: the form is checked with the tool's shared schema, the career summary is kept for fellows,
// one run of the allowance is spent atomically (exempt roles spend nothing), the details the user asked to keep are
// saved, and the provider's answer is passed on piece by piece. When the provider fails — before or during the
// answer — the run is given back and the caller gets a refusal it can translate; no provider text or stack leaks.
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { aiAllowances, aiSavedDetails } from "../../../db/schema/index.ts";
import {
  AI_ERRORS,
  AI_SAVED_FIELDS,
  AI_SCHEMAS,
  type AiParams,
  type AiRequestType,
  closedToNonFellows,
  daysUntilReset,
  paramsFromList,
} from "../../../src/domain/ai-tools.ts";
import { isAiExempt } from "../../../src/domain/authorization.ts";
import type { Viewer } from "../../../src/domain/viewer.ts";
import { createTranslator } from "../../../i18n/translator.ts";
import { dictionaries } from "../../../i18n/dictionaries.ts";
import type { Locale } from "../../../src/domain/locale.ts";
import type { AiProvider } from "../../integrations/openai.ts";
import { type AllowanceLimits, refundRun, spendRun, type SpentRun } from "./allowance.ts";
import { PROMPTS } from "./prompts/index.ts";
import * as v from "valibot";
import { fieldErrorKeys } from "../../../src/domain/validation.ts";

export type AiToolsDeps = { provider: AiProvider | undefined; limits: AllowanceLimits };

export type RunRequest = {
  userId: string;
  role: string | null;
  isFellow: boolean;
  locale: Locale;
  type: AiRequestType;
  params: AiParams;
  saveDetails: boolean;
};

/** A run refused or failed: its error name (AI_ERRORS), days until the allowance renews, field messages. */
export class AiRefusal extends Error {
  constructor(
    readonly errorName: string,
    readonly days: number | null = null,
    readonly fields: Record<string, string> = {},
  ) {
    super(errorName);
    this.name = "AiRefusal";
  }
}

/** A run for the signed-in viewer, with the request's tool, form and choice to keep details. */
export function runRequestFor(
  viewer: Viewer & { userId: string },
  locale: Locale,
  input: { type: AiRequestType; params: ReadonlyArray<{ key: string; value: string }>; saveDetails: boolean },
): RunRequest {
  return {
    userId: viewer.userId,
    role: viewer.role,
    isFellow: viewer.tier === "fellow",
    locale,
    type: input.type,
    params: paramsFromList(input.params),
    saveDetails: input.saveDetails,
  };
}

/** A refusal as the spec's error: its name, the translated text, and the days value when there is one. */
export function aiErrorOf(refusal: AiRefusal, type: AiRequestType, locale: Locale) {
  const t = createTranslator(locale, dictionaries[locale]);
  const key = refusal.errorName === AI_ERRORS.noTokens && refusal.days === null
    ? "noTokensLeftNoDays"
    : refusal.errorName === AI_ERRORS.failed && type === "GetCoverLetter"
    ? "coverLetterFailed"
    : refusal.errorName;
  return {
    name: refusal.errorName,
    message: t(`aiTools.errors.${key}`, { days: refusal.days ?? 0 }),
    days: refusal.days,
  };
}

/** The checked form, or AiRefusal(BAD_USER_INPUT) with each field's message key. */
function checkForm(type: AiRequestType, params: AiParams): AiParams {
  const result = v.safeParse(AI_SCHEMAS[type], params);
  if (!result.success) throw new AiRefusal(AI_ERRORS.badInput, null, fieldErrorKeys(result.issues, "params"));
  return result.output as AiParams;
}

/** Days until the user's period renews (for the 'no runs left' message); null without a period. */
async function daysLeft(db: DbOrTx, userId: string, now: Date): Promise<number | null> {
  const [row] = await db.select({ periodStart: aiAllowances.periodStart }).from(aiAllowances)
    .where(eq(aiAllowances.userId, userId));
  return row ? daysUntilReset(row.periodStart, now) : null;
}

/**
 * Everything before the provider is called: checks, the spend and the saved details. Answers the prompt and the
 * spent run (null for exempt roles), or throws AiRefusal.
 */
async function startRun(db: DbOrTx, deps: AiToolsDeps, request: RunRequest, now: Date) {
  const form = checkForm(request.type, request.params);
  if (!deps.provider) throw new AiRefusal(AI_ERRORS.notConfigured);
  const exempt = isAiExempt(request.role);
  if (closedToNonFellows(request.type, request.isFellow, exempt)) throw new AiRefusal(AI_ERRORS.fellowsOnly);
  let spent: SpentRun | null = null;
  if (!exempt) {
    spent = await spendRun(db, request.userId, deps.limits, now);
    if (!spent) throw new AiRefusal(AI_ERRORS.noTokens, await daysLeft(db, request.userId, now));
  }
  const keep = AI_SAVED_FIELDS[request.type];
  if (request.saveDetails && keep) {
    const params = Object.fromEntries(keep.filter((k) => form[k] !== undefined).map((k) => [k, form[k]]));
    await db.insert(aiSavedDetails).values({ userId: request.userId, requestType: request.type, params })
      .onConflictDoUpdate({
        target: [aiSavedDetails.userId, aiSavedDetails.requestType],
        set: { params, updatedAt: sql`now()` },
      });
  }
  return { messages: PROMPTS[request.type](form, request.locale), spent };
}

/**
 * A whole run, as the answer's pieces. A provider failure gives the run back and ends in AiRefusal(aiFailed). A run
 * the caller abandons (the user closed the page mid-answer) stays spent: the provider has been asked and paid.
 */
export async function* runTool(
  db: DbOrTx,
  deps: AiToolsDeps,
  request: RunRequest,
  now: Date,
  signal?: AbortSignal,
): AsyncGenerator<string> {
  const { messages, spent } = await startRun(db, deps, request, now);
  try {
    let any = false;
    for await (const piece of deps.provider!.stream(messages, signal)) {
      any = true;
      yield piece;
    }
    if (!any) throw new Error("the provider answered nothing");
  } catch (error) {
    if (signal?.aborted) throw error;
    if (spent) await refundRun(db, request.userId, spent, deps.limits);
    console.error(`ai-tools: ${request.type} failed:`, error instanceof Error ? error.message : error);
    throw new AiRefusal(AI_ERRORS.failed);
  }
}

/** The details the user kept for each tool (saveDetails), to prefill the forms. */
export async function savedDetailsOf(db: DbOrTx, userId: string) {
  return await db.select({ requestType: aiSavedDetails.requestType, params: aiSavedDetails.params })
    .from(aiSavedDetails).where(eq(aiSavedDetails.userId, userId));
}
