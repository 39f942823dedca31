// One prompt module per tool; this maps a request type to its module.
import type { AiParams, AiRequestType } from "../../../../src/domain/ai-tools.ts";
import type { Locale } from "../../../../src/domain/locale.ts";
import type { AiMessage } from "../../../integrations/openai.ts";
import { coverLetterPrompt } from "./cover-letter.ts";
import { jobKeywordsPrompt } from "./job-keywords.ts";
import { achievementsPrompt } from "./achievements.ts";
import { careerSummaryPrompt } from "./career-summary.ts";
import { interviewCoachPrompt } from "./interview-coach.ts";

export const PROMPTS: Record<AiRequestType, (form: AiParams, locale: Locale) => AiMessage[]> = {
  GetCoverLetter: coverLetterPrompt,
  GetJobKeywords: jobKeywordsPrompt,
  GetKeyAchievements: achievementsPrompt,
  GetCareerSummary: careerSummaryPrompt,
  GetInterviewCoach: interviewCoachPrompt,
};
