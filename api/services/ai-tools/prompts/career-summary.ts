// Career summary (fellows only): the three-to-five-sentence profile at the top of a CV or LinkedIn, from the
// industry, position, years of experience, skills and achievements.
import type { Locale } from "../../../../src/domain/locale.ts";
import type { AiParams } from "../../../../src/domain/ai-tools.ts";
import type { AiMessage } from "../../../integrations/openai.ts";
import { fieldLines, systemMessage } from "./common.ts";

export function careerSummaryPrompt(form: AiParams, locale: Locale): AiMessage[] {
  const system = systemMessage(locale, {
    ru: "Ты — карьерный консультант, который пишет профессиональные резюме-профили для CV и LinkedIn.",
    en: "You are a career coach who writes professional summaries for CVs and LinkedIn.",
  });
  const task = locale === "ru"
    ? "Напиши профессиональное резюме (summary) из 3–5 предложений и затем короткий вариант в одну строку для заголовка LinkedIn."
    : "Write a professional summary of 3–5 sentences, then a one-line version for a LinkedIn headline.";
  const fields = fieldLines([
    ["Industry", form.industry],
    ["Position", form.position],
    ["Years of experience", form.experienceYears],
    ["Skills", form.skills],
    ["Achievements", form.achievements],
  ]);
  return [system, { role: "user", content: `${task}\n\n${fields}` }];
}
