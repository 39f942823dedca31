// Who administers payouts (marks them paid or failed, exports them, sees every promoter's): admins, not moderators.
import type { Role } from "../../../src/domain/authorization.ts";

export const PAYOUT_ADMIN_ROLES = ["ADMIN", "GLOBAL_ADMIN"] as const satisfies readonly Role[];

export function mayAdministerPayouts(role: string | null | undefined): boolean {
  return (PAYOUT_ADMIN_ROLES as readonly string[]).includes(role ?? "");
}

/** A real calendar day written YYYY-MM-DD (2026-02-31 is not one). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
