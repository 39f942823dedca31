// A member's timeline event in a line (the member page): the product and sum, then the status, the operation, the team
// member, the title, the reason and the provider. Codes the server stores (PAID, REFUNDED, FOUND_A_JOB, YOO…) read in
// the page's language; a reason the team typed reads as typed.
import { formatMoney } from "../../../../i18n/format.ts";

type Translate = (key: string, params?: Record<string, string | number>) => string;

/** The dictionary's word for a stored code, else the code itself (a team's typed reason, an unknown value). */
function wordFor(t: Translate, keys: string[], value: string): string {
  for (const key of keys) {
    const text = t(`${key}.${value}`);
    if (text !== `${key}.${value}`) return text;
  }
  return value;
}

export function eventText(
  detail: Record<string, string | number | null>,
  t: Translate,
  locale: "ru" | "en",
): string {
  const parts: string[] = [];
  if (detail.product) parts.push(String(detail.product));
  if (typeof detail.amount === "number" && typeof detail.currency === "string") {
    parts.push(formatMoney(detail.amount, detail.currency, locale));
  }
  for (const key of ["status", "operation", "actor", "title", "reason", "provider"]) {
    const value = detail[key];
    if (!value) continue;
    const text = String(value);
    if (key === "status") parts.push(wordFor(t, ["admin.money.statuses"], text));
    else if (key === "reason") parts.push(wordFor(t, ["admin.members.endReasons", "membership.reasons"], text));
    else if (key === "provider") parts.push(wordFor(t, ["admin.members.providers"], text));
    else parts.push(text);
  }
  return parts.length ? ` — ${parts.join(" · ")}` : "";
}
