// The promoter sign-in's login: a live promoter's username (case-insensitive), or their account's email, names the
// account whose password is then checked as for any sign-in. Anyone who is not a live promoter is not found.
import type { DbOrTx } from "../../../db/client.ts";
import { findLivePartnerSettings, findLivePromoterByUsername } from "./partner-settings.ts";
import { findUserByEmail } from "./find-user-by-email.ts";

export async function findPromoterLogin(db: DbOrTx, login: string): Promise<{ email: string } | null> {
  if (!login.includes("@")) return await findLivePromoterByUsername(db, login);
  const user = await findUserByEmail(db, login);
  if (!user || !(await findLivePartnerSettings(db, user.id))) return null;
  return { email: user.email };
}
