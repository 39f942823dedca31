// A promoter's code carried by a link (?promo=CODE: the promoter area's job link): remembered in this browser for 30
// days and applied at the club's checkout, where the server checks it as if it were typed (a code that is unknown,
// switched off or of the wrong kind is refused there as any other).
const KEY = "fellows.promo";
const DAYS = 30;
const CODE = /^[A-Z0-9_-]{1,30}$/;

/** The code a query string carries (upper-cased, spaces removed), or null when there is none or it cannot be one. */
export function promoFromSearch(search: string): string | null {
  const raw = new URLSearchParams(search).get("promo");
  const code = raw?.replace(/\s+/g, "").toUpperCase() ?? "";
  return CODE.test(code) ? code : null;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Keeps the code of this address's ?promo= (a later link replaces an earlier one). */
export function rememberPromo(search: string, now = Date.now()): void {
  const code = promoFromSearch(search);
  if (code) storage()?.setItem(KEY, JSON.stringify({ code, until: now + DAYS * 86_400_000 }));
}

/** The remembered code while it lasts. */
export function rememberedPromo(now = Date.now()): string | null {
  try {
    const saved = JSON.parse(storage()?.getItem(KEY) ?? "null") as { code?: unknown; until?: unknown } | null;
    if (typeof saved?.code !== "string" || typeof saved.until !== "number" || saved.until < now) return null;
    return CODE.test(saved.code) ? saved.code : null;
  } catch {
    return null;
  }
}
