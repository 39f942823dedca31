// Key achievements: CV bullet points for a position in an industry, in the "did what, how, with what result" form,
// from the skills the user named.
import type { Locale } from "../../../../src/domain/locale.ts";
import type { AiParams } from "../../../../src/domain/ai-tools.ts";
import type { AiMessage } from "../../../integrations/openai.ts";
import { fieldLines, systemMessage } from "./common.ts";

export function achievementsPrompt(form: AiParams, locale: Locale): AiMessage[] {
  const system = systemMessage(locale, {
    ru: "Ты — эксперт по резюме для международных организаций.",
    en: "You are a CV expert for international organisations.",
  });
  const task = locale === "ru"
    ? "Предложи 6–8 пунктов ключевых достижений для резюме на этой позиции в этой отрасли. Каждый пункт: глагол действия, что сделано, как и измеримый результат (где числа неизвестны, оставь заполнитель в квадратных скобках)."
    : "Suggest 6–8 key-achievement bullet points for a CV in this position and industry. Each: an action verb, what was done, how, and a measurable result (where numbers are unknown, leave a placeholder in square brackets).";
  const fields = fieldLines([["Position", form.position], ["Industry", form.industry], ["Skills", form.skills]]);
  return [system, { role: "user", content: `${task}\n\n${fields}` }];
}
