// Who may use the promoter area: a PROMOTER whose partnership is live (settings neither cancelled nor deactivated).
// Anyone else is refused FORBIDDEN (a visitor UNAUTHENTICATED), decided here on the server for every operation.
import { AccessDenied, requireRole } from "../../../src/domain/authorization.ts";
import { findLivePartnerSettings, type PartnerSettingsRow } from "../../services/promoters/partner-settings.ts";
import { mayAdministerPayouts } from "../../services/promoters/payout-admins.ts";
import type { GraphQLContext } from "../context.ts";

export async function requirePromoter(context: GraphQLContext): Promise<PartnerSettingsRow> {
  const userId = requireRole(context.viewer, "PROMOTER");
  const settings = await findLivePartnerSettings(context.db, userId);
  if (!settings) throw new AccessDenied("FORBIDDEN");
  return settings;
}

/** Admins read any promoter's lists here; they record payouts only in the back office (api/graphql/admin/payouts.ts). */
export const isPayoutAdmin = (context: GraphQLContext) =>
  Boolean(context.viewer.userId) && mayAdministerPayouts(context.viewer.role);
