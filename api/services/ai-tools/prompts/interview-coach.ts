// Interview coach: feedback on the user's answer to a (behavioural) interview question — or, without an answer, a
// model answer for their profession — in the STAR frame (situation, task, action, result).
import type { Locale } from "../../../../src/domain/locale.ts";
import type { AiParams } from "../../../../src/domain/ai-tools.ts";
import type { AiMessage } from "../../../integrations/openai.ts";
import { fieldLines, systemMessage } from "./common.ts";

export function interviewCoachPrompt(form: AiParams, locale: Locale): AiMessage[] {
  const system = systemMessage(locale, {
    ru: "Ты — интервьюер и коуч по поведенческим собеседованиям (метод STAR).",
    en: "You are an interviewer and coach for behavioural interviews (the STAR method).",
  });
  const hasAnswer = (form.answer ?? "").trim() !== "";
  const task = hasAnswer
    ? locale === "ru"
      ? "Оцени ответ кандидата на вопрос собеседования: что сильно, чего не хватает по STAR (ситуация, задача, действия, результат), и предложи улучшенную версию ответа."
      : "Assess the candidate's answer to the interview question: what is strong, what is missing by STAR (situation, task, action, result), and suggest an improved version of the answer."
    : locale === "ru"
    ? "Кандидат ещё не ответил. Объясни, что интервьюер хочет услышать в этом вопросе, и дай пример сильного ответа по STAR для этой профессии."
    : "The candidate has not answered yet. Explain what the interviewer wants to hear with this question and give an example of a strong STAR answer for this profession.";
  const fields = fieldLines([["Question", form.question], ["Profession", form.profession], ["Answer", form.answer]]);
  return [system, { role: "user", content: `${task}\n\n${fields}` }];
}
