// The one gate every /admin operation passes: the authorization table decides who may call it (anyone else gets
// UNAUTHENTICATED or FORBIDDEN and nothing changes); a write also needs a password proven within the last
// ADMIN_FRESH_SIGN_IN_MINUTES and counts against the team's write limit.
import {
  AccessDenied,
  ADMIN_OPERATIONS,
  type AdminOperation,
  decideAdminOperation,
  isSignInFresh,
} from "../../../src/domain/authorization.ts";
import { sessionAuthenticatedAt } from "../../services/auth/sessions.ts";
import { LIMITS } from "../../services/rate-limit.ts";
import type { AdminActor } from "../../services/admin/audit.ts";
import type { GraphQLContext } from "../context.ts";
import { appError } from "../errors.ts";
import { limited } from "../auth.ts";

export type AuthorizedActor = AdminActor & { role: NonNullable<GraphQLContext["viewer"]["role"]> };

export async function authorizeAdmin(context: GraphQLContext, operation: AdminOperation): Promise<AuthorizedActor> {
  const { viewer } = context;
  const decision = decideAdminOperation(viewer, operation);
  if (decision !== "allowed") throw new AccessDenied(decision);
  const actor = { id: viewer.userId!, email: viewer.email ?? "", role: viewer.role! };
  if (ADMIN_OPERATIONS[operation].writes) {
    if (!isSignInFresh(sessionAuthenticatedAt(viewer), context.now())) {
      throw appError("REAUTHENTICATION_REQUIRED", "Enter your password again to make changes", {
        i18nKey: "admin.errors.reauthenticate",
      });
    }
    await limited(context, [[`admin:writes:${actor.id}`, LIMITS.adminWritesPerUser]]);
  }
  return actor;
}
