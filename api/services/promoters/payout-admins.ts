// Who administers payouts (reads every promoter's, marks them in the back office, exports them): the roles of the back
// office's money area (src/domain/authorization.ts), admins and global admins, not moderators.
import { mayWorkIn } from "../../../src/domain/authorization.ts";

export function mayAdministerPayouts(role: string | null | undefined): boolean {
  return mayWorkIn(role, "money");
}

/** A real calendar day written YYYY-MM-DD (2026-02-31 is not one). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
