// A new promoter's username: from their name (Cyrillic transliterated), else their e-mail's local part; upper-case
// Latin letters and digits; unique case-insensitively, and so that its two default codes are free too.
import { inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { coupons, partnerSettings } from "../../../db/schema/index.ts";
import { COUPON_KINDS, defaultCouponCode } from "../../../src/domain/promoters.ts";
import { cyrillicToLatin } from "../../../src/domain/transliteration.ts";

/** The longest base before a number is added: the codes (`<USERNAME>PROD`) stay short enough to type. */
const MAX_BASE = 16;

/** Text → upper-case Latin letters and digits (Cyrillic transliterated, accents dropped, anything else removed). */
export function usernameBase(text: string): string {
  const latin = cyrillicToLatin(text).normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
  return latin.toUpperCase().replace(/[^A-Z0-9]/g, "").slice(0, MAX_BASE);
}

/** The base for a user: first and last name; a name too short to tell anyone apart falls back to the e-mail. */
export function usernameCandidateFor(user: { firstName: string; lastName: string; email: string }): string {
  const fromName = usernameBase(`${user.firstName}${user.lastName}`);
  if (fromName.length >= 3) return fromName;
  const fromEmail = usernameBase(user.email.split("@")[0] ?? "");
  if (fromEmail.length >= 3) return fromEmail;
  return `PROMOTER${fromName}`.slice(0, MAX_BASE);
}

/**
 * The first free username: the base, then base2, base3… Free means no promoter has it (any case) and neither of its
 * default codes is taken. The caller holds the approval lock, so two approvals never pick the same one.
 */
export async function deriveUsername(
  db: DbOrTx,
  user: { firstName: string; lastName: string; email: string },
): Promise<string> {
  const base = usernameCandidateFor(user);
  for (let n = 1; n < 10_000; n += 1) {
    const candidate = n === 1 ? base : `${base}${n}`;
    const [taken] = await db.select({ one: sql<number>`1` }).from(partnerSettings)
      .where(sql`lower(${partnerSettings.username}) = lower(${candidate})`).limit(1);
    if (taken) continue;
    const codes = COUPON_KINDS.map((kind) => defaultCouponCode(candidate, kind));
    const [codeTaken] = await db.select({ one: sql<number>`1` }).from(coupons)
      .where(inArray(sql`upper(${coupons.code})`, codes)).limit(1);
    if (!codeTaken) return candidate;
  }
  throw new Error("no free promoter username");
}
