// The back office's own operations: what the viewer may open, the password confirmation that lets them write, and
// the audit log.
import {
  ADMIN_AREAS,
  ADMIN_FRESH_SIGN_IN_MINUTES,
  type AdminArea,
  decideAdminOperation,
  isSignInFresh,
  mayWorkIn,
} from "../../../src/domain/authorization.ts";
import { AdminPageSchema, AuditFilterSchema, ConfirmPasswordSchema } from "../../../src/domain/admin.ts";
import { moscowDayStart } from "../../../src/domain/dates.ts";
import { countNewInbox } from "../../services/admin/inbox.ts";
import { countWaitingForModeration } from "../../services/admin/overview.ts";
import { findUser } from "../../services/auth/accounts.ts";
import { markSessionAuthenticated, sessionAuthenticatedAt } from "../../services/auth/sessions.ts";
import { verifyPassword } from "../../services/auth/passwords.ts";
import { LIMITS } from "../../services/rate-limit.ts";
import { AUDIT_PAGE_SIZE, listAuditLog } from "../../services/admin/audit.ts";
import type { Resolvers } from "../generated/resolvers.ts";
import { appError, parseInput } from "../errors.ts";
import { limited, sessionIo } from "../auth.ts";
import { authorizeAdmin } from "./guard.ts";

const DAY_MS = 86_400_000;
const freshUntil = (at: Date) => new Date(at.getTime() + ADMIN_FRESH_SIGN_IN_MINUTES * 60_000);

export const resolvers: Resolvers = {
  Query: {
    adminOverview: async (_root, _args, context) => {
      // Null rather than an error: the layout asks it for every viewer and shows the 404 page without a team role.
      if (decideAdminOperation(context.viewer, "adminOverview") !== "allowed") return null;
      const role = context.viewer.role!;
      const authenticatedAt = sessionAuthenticatedAt(context.viewer);
      return {
        email: context.viewer.email ?? "",
        role,
        areas: (Object.keys(ADMIN_AREAS) as AdminArea[]).filter((area) => mayWorkIn(role, area)),
        signInFreshUntil: authenticatedAt && isSignInFresh(authenticatedAt, context.now())
          ? freshUntil(authenticatedAt).toISOString()
          : null,
        waiting: await (async () => {
          const [jobsWaiting, expertsWaiting, inbox] = await Promise.all([
            mayWorkIn(role, "jobModeration") ? countWaitingForModeration(context.db, "jobs") : null,
            mayWorkIn(role, "moderation") ? countWaitingForModeration(context.db, "experts") : null,
            mayWorkIn(role, "inbox") ? countNewInbox(context.db) : null,
          ]);
          return {
            jobs: jobsWaiting,
            experts: expertsWaiting,
            inbox: inbox ? Object.values(inbox).reduce((a, b) => a + b, 0) : null,
          };
        })(),
      };
    },
    adminAuditLog: async (_root, args, context) => {
      await authorizeAdmin(context, "adminAuditLog");
      const filter = parseInput(AuditFilterSchema, args.filter ?? {});
      const page = parseInput(AdminPageSchema, args.page);
      const { items, total } = await listAuditLog(context.db, {
        ...filter,
        from: filter.from ? moscowDayStart(filter.from) : null,
        to: filter.to ? new Date(moscowDayStart(filter.to).getTime() + DAY_MS) : null,
      }, page);
      return {
        total,
        pageSize: AUDIT_PAGE_SIZE,
        items: items.map((entry) => ({
          id: String(entry.id),
          actorEmail: entry.actorEmail,
          operation: entry.operation,
          entity: entry.entity,
          entityId: entry.entityId,
          reason: entry.reason,
          createdAt: entry.createdAt.toISOString(),
          changes: Object.entries(entry.changes).map(([field, change]) => ({
            field,
            before: change.before === null ? null : JSON.stringify(change.before),
            after: change.after === null ? null : JSON.stringify(change.after),
          })),
        })),
      };
    },
  },
  Mutation: {
    adminConfirmPassword: async (_root, args, context) => {
      const actor = await authorizeAdmin(context, "adminConfirmPassword");
      const io = sessionIo(context);
      if (!io.token) throw appError("UNAUTHENTICATED", "Sign in first");
      await limited(context, [[`admin:confirm:${actor.id}`, LIMITS.adminConfirmPasswordPerUser]]);
      const password = parseInput(ConfirmPasswordSchema, args.password);
      const user = await findUser(context.db, actor.id);
      if (!user?.passwordHash) {
        throw appError("BAD_USER_INPUT", "This account has no password", {
          i18nKey: "admin.errors.noPassword",
          fields: { password: "admin.errors.noPassword" },
        });
      }
      if (!(await verifyPassword(password, user.passwordHash))) {
        throw appError("BAD_USER_INPUT", "Wrong password", {
          i18nKey: "admin.errors.wrongPassword",
          fields: { password: "admin.errors.wrongPassword" },
        });
      }
      const now = context.now();
      if (!(await markSessionAuthenticated(context.db, io.token, now))) throw appError("UNAUTHENTICATED", "Sign in");
      return { signInFreshUntil: freshUntil(now).toISOString() };
    },
  },
};
