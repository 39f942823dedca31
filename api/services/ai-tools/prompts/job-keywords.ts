// Job keywords: the words an applicant-tracking system and a recruiter look for in this job description, grouped, so
// the user can mirror them in a CV.
import type { Locale } from "../../../../src/domain/locale.ts";
import type { AiParams } from "../../../../src/domain/ai-tools.ts";
import type { AiMessage } from "../../../integrations/openai.ts";
import { systemMessage } from "./common.ts";

export function jobKeywordsPrompt(form: AiParams, locale: Locale): AiMessage[] {
  const system = systemMessage(locale, {
    ru: "Ты — рекрутер, который знает, как системы отбора резюме (ATS) читают описания вакансий.",
    en: "You are a recruiter who knows how applicant-tracking systems (ATS) read job descriptions.",
  });
  const task = locale === "ru"
    ? "Выдели из описания вакансии ключевые слова для резюме, сгруппировав их: жёсткие навыки, инструменты и технологии, мягкие навыки, квалификации и языки. Затем дай 3 коротких совета, как отразить их в резюме."
    : "Pick out the keywords a CV should carry for this job description, grouped as: hard skills, tools and technologies, soft skills, qualifications and languages. Then give 3 short tips on reflecting them in a CV.";
  return [system, { role: "user", content: `${task}\n\nJob description:\n${form.description}` }];
}
