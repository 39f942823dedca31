// Cover letter: a one-page letter for the position from the job description and the user's own description, in the
// language the user chose (English by default), signed with the contacts they gave.
import type { Locale } from "../../../../src/domain/locale.ts";
import type { AiParams } from "../../../../src/domain/ai-tools.ts";
import type { AiMessage } from "../../../integrations/openai.ts";
import { fieldLines, systemMessage } from "./common.ts";

const languageName = (code: string) => new Intl.DisplayNames(["en"], { type: "language" }).of(code) ?? "English";

export function coverLetterPrompt(form: AiParams, locale: Locale): AiMessage[] {
  const system = systemMessage(locale, {
    ru: "Ты — карьерный консультант, который пишет сопроводительные письма для международных вакансий.",
    en: "You are a career coach who writes cover letters for international jobs.",
  });
  const letterLanguage = languageName(form.language || "en");
  const task = locale === "ru"
    ? `Напиши сопроводительное письмо на языке: ${letterLanguage} (250–400 слов): обращение, почему кандидат подходит на эту позицию (2–3 конкретных совпадения опыта с требованиями), мотивация, завершение с призывом к действию и подпись с контактами.${
      form.withRelocation === "true" ? " Упомяни готовность к переезду." : ""
    }`
    : `Write a cover letter in ${letterLanguage} (250–400 words): a greeting, why the candidate fits this position (2–3 concrete matches between their experience and the requirements), motivation, a closing with a call to action, and a signature with the contacts.${
      form.withRelocation === "true" ? " Mention that the candidate is ready to relocate." : ""
    }`;
  const user = [
    task,
    "",
    fieldLines([
      ["Position", form.positionName],
      ["Company", form.companyName],
      ["Candidate", form.fullName],
      ["Email", form.email],
      ["Phone", form.phone],
      ["LinkedIn", form.linkedin],
    ]),
    "",
    `Job description:\n${form.jobDescription}`,
    "",
    `About the candidate:\n${form.userDescription}`,
  ].join("\n");
  return [system, { role: "user", content: user }];
}
