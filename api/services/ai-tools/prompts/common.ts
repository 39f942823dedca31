// What every tool's prompt shares: the assistant's role and the language of the answer (the user's interface
// language unless the tool lets them choose), said in that language, and the form's fields as labelled lines.
import type { Locale } from "../../../../src/domain/locale.ts";
import type { AiMessage } from "../../../integrations/openai.ts";

export const LANGUAGE_LINE: Record<Locale, string> = {
  ru: "Отвечай по-русски.",
  en: "Answer in English.",
};

/** The system message: who the assistant is, in the user's language, with the rules every tool keeps. */
export function systemMessage(locale: Locale, role: Record<Locale, string>): AiMessage {
  const rules = locale === "ru"
    ? "Пиши по делу, без выдуманных фактов: используй только то, что дал пользователь. Без вступлений и заключительных фраз о себе."
    : "Be concrete and never invent facts: use only what the user gave. No preamble and no closing remarks about yourself.";
  return { role: "system", content: `${role[locale]}\n${rules}\n${LANGUAGE_LINE[locale]}` };
}

/** The user's fields as "Label: value" lines; empty fields are left out. */
export function fieldLines(fields: Array<[string, string | undefined]>): string {
  return fields.filter(([, value]) => value && value.trim() !== "").map(([label, value]) =>
    `${label}: ${value!.trim()}`
  )
    .join("\n");
}
