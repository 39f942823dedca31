// Moderation in the back office (/admin/moderation, /admin/promoter-applications): a team member's decision on an
// expert profile or a promoter application, with its audit entry in the decision's own transaction (the experts' and
// promoters' rules do the work; this adds who decided and why).
import type { DbOrTx } from "../../../db/client.ts";
import { approveExpert, rejectExpert } from "../experts/moderation.ts";
import { approvePromoter } from "../promoters/approve-promoter.ts";
import { declinePromoter } from "../promoters/decline-promoter.ts";
import { type AdminActor, recordAudit } from "./audit.ts";

/** Publishes a profile waiting for moderation; null when none waits under that id. */
export async function approveExpertByTeam(db: DbOrTx, actor: AdminActor, id: number, now: Date) {
  return await approveExpert(db, id, now, async (tx, change) => {
    await recordAudit(tx, actor, {
      operation: "adminApproveExpert",
      entity: "expert",
      entityId: id,
      ...change,
    }, now);
  });
}

/** Sends a profile waiting for moderation back to its owner with the reason; null when none waits. */
export async function rejectExpertByTeam(db: DbOrTx, actor: AdminActor, id: number, reason: string, now: Date) {
  return await rejectExpert(db, id, reason, async (tx, change) => {
    await recordAudit(tx, actor, {
      operation: "adminRejectExpert",
      entity: "expert",
      entityId: id,
      ...change,
      reason,
    }, now);
  });
}

/** Approves a promoter application (an approval repeated changes nothing and writes no entry). */
export async function approvePromoterByTeam(db: DbOrTx, actor: AdminActor, id: string, now: Date) {
  return await approvePromoter(db, id, actor.id, now, async (tx, change) => {
    await recordAudit(tx, actor, {
      operation: "adminApprovePromoter",
      entity: "promoterApplication",
      entityId: id,
      ...change,
    }, now);
  });
}

/** Declines a promoter application with the reason the applicant is mailed. */
export async function declinePromoterByTeam(db: DbOrTx, actor: AdminActor, id: string, reason: string, now: Date) {
  return await declinePromoter(db, id, actor.id, reason, now, async (tx, change) => {
    await recordAudit(tx, actor, {
      operation: "adminDeclinePromoter",
      entity: "promoterApplication",
      entityId: id,
      ...change,
      reason,
    }, now);
  });
}
