// /admin/members: find a person, their timeline, and the team's writes on their account (admins; roles: global
// admins). Each parses its input with the shared schemas, passes the guard, and calls one service.
import * as v from "valibot";
import {
  AdminPageSchema,
  AdminReasonSchema,
  ASSIGNABLE_ROLES,
  GrantMembershipSchema,
  MemberSearchSchema,
  UuidIdSchema,
} from "../../../src/domain/admin.ts";
import {
  deleteMember,
  endMembership,
  findMember,
  GRANT_SOURCE,
  grantMembership,
  isDeletedAccount,
  liveMembershipOf,
  liveSessionCount,
  MemberActionRefused,
  type MemberRow,
  MEMBERS_PAGE_SIZE,
  memberTimeline,
  searchMembers,
  setMemberBlocked,
  setMemberRole,
  signOutMember,
} from "../../services/admin/members.ts";
import type { Resolvers } from "../generated/resolvers.ts";
import { appError, parseInput } from "../errors.ts";
import { authorizeAdmin } from "./guard.ts";
import { partnershipCancelledMail, sendPromoterMail } from "../../services/promoters/promoter-mails.ts";

const memberOf = (user: MemberRow) => ({
  id: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  role: user.role,
  isFellow: user.isFellow,
  emailVerified: user.emailVerified,
  language: user.language,
  blockedAt: user.blockedAt?.toISOString() ?? null,
  createdAt: user.createdAt.toISOString(),
  deleted: isDeletedAccount(user),
});

/** A refused account action as a translated client error (never a 500). */
async function refusedAsInput<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof MemberActionRefused) {
      const code = error.code === "notFound" ? "NOT_FOUND" : "BAD_USER_INPUT";
      throw appError(code, `Refused: ${error.code}`, { i18nKey: `admin.errors.member.${error.code}` });
    }
    throw error;
  }
}

const RoleSchema = v.picklist(ASSIGNABLE_ROLES, "errors.BAD_USER_INPUT");

export const resolvers: Resolvers = {
  Query: {
    adminMembers: async (_root, args, context) => {
      await authorizeAdmin(context, "adminMembers");
      const search = parseInput(MemberSearchSchema, args.search ?? {});
      const page = parseInput(AdminPageSchema, args.page);
      const { items, total } = await searchMembers(context.db, search, page);
      return { items: items.map(memberOf), total, pageSize: MEMBERS_PAGE_SIZE };
    },
    adminMember: async (_root, args, context) => {
      await authorizeAdmin(context, "adminMember");
      const parsed = v.safeParse(UuidIdSchema, args.id);
      if (!parsed.success) return null;
      const user = await findMember(context.db, parsed.output);
      if (!user) return null;
      const [live, timeline, sessions] = await Promise.all([
        liveMembershipOf(context.db, user.id),
        memberTimeline(context.db, user.id),
        liveSessionCount(context.db, user.id, context.now()),
      ]);
      return {
        member: memberOf(user),
        sessions,
        membership: live && {
          id: live.sub.id,
          provider: live.sub.paymentSource === GRANT_SOURCE ? "TEAM" : live.sub.provider,
          status: live.sub.status,
          billingCycle: live.plan.billingCycle,
          currentPeriodEnd: live.sub.currentPeriodEnd?.toISOString() ?? null,
          cancelAt: live.sub.cancelAt?.toISOString() ?? null,
        },
        timeline: timeline.map((event) => ({
          at: event.at.toISOString(),
          kind: event.kind,
          detail: JSON.stringify(event.detail),
        })),
      };
    },
  },
  Mutation: {
    adminSetMemberRole: async (_root, args, context) => {
      const actor = await authorizeAdmin(context, "adminSetMemberRole");
      const id = parseInput(UuidIdSchema, args.id);
      const role = parseInput(RoleSchema, args.role);
      const changed = await refusedAsInput(() => setMemberRole(context.db, actor, id, role, context.now()));
      // A promoter moved to another role: their partnership ended (decision 167), and they are told as on cancelling.
      if (changed.partnershipEnded) {
        context.background(
          sendPromoterMail(context.mailer, partnershipCancelledMail(context.origin, changed), "partnership ended"),
        );
      }
      return memberOf(changed);
    },
    adminGrantMembership: async (_root, args, context) => {
      const actor = await authorizeAdmin(context, "adminGrantMembership");
      const id = parseInput(UuidIdSchema, args.id);
      const input = parseInput(GrantMembershipSchema, { days: args.days, reason: args.reason });
      const user = await refusedAsInput(() => grantMembership(context.db, actor, id, input, context.now()));
      return memberOf(user);
    },
    adminEndMembership: async (_root, args, context) => {
      const actor = await authorizeAdmin(context, "adminEndMembership");
      const id = parseInput(UuidIdSchema, args.id);
      const reason = parseInput(AdminReasonSchema, args.reason);
      const user = await refusedAsInput(() =>
        endMembership(context.db, context.billing.payments, actor, id, reason, context.now())
      );
      return memberOf(user);
    },
    adminSignOutMember: async (_root, args, context) => {
      const actor = await authorizeAdmin(context, "adminSignOutMember");
      const id = parseInput(UuidIdSchema, args.id);
      await refusedAsInput(() => signOutMember(context.db, actor, id, context.now()));
      return { success: true };
    },
    adminBlockMember: async (_root, args, context) => {
      const actor = await authorizeAdmin(context, "adminBlockMember");
      const id = parseInput(UuidIdSchema, args.id);
      const reason = parseInput(AdminReasonSchema, args.reason);
      const user = await refusedAsInput(() => setMemberBlocked(context.db, actor, id, true, reason, context.now()));
      // Their expert profile leaves the public pages: the CDN and the isolates drop their copies.
      context.background(context.edgeCache.purgePages());
      return memberOf(user);
    },
    adminUnblockMember: async (_root, args, context) => {
      const actor = await authorizeAdmin(context, "adminUnblockMember");
      const id = parseInput(UuidIdSchema, args.id);
      const reason = parseInput(AdminReasonSchema, args.reason);
      const user = await refusedAsInput(() => setMemberBlocked(context.db, actor, id, false, reason, context.now()));
      context.background(context.edgeCache.purgePages());
      return memberOf(user);
    },
    adminDeleteMember: async (_root, args, context) => {
      const actor = await authorizeAdmin(context, "adminDeleteMember");
      const id = parseInput(UuidIdSchema, args.id);
      const reason = parseInput(AdminReasonSchema, args.reason);
      await refusedAsInput(() =>
        deleteMember(
          context.db,
          { payments: context.billing.payments, storage: context.storage },
          actor,
          id,
          reason,
          context.now(),
        )
      );
      context.background(context.edgeCache.purgePages());
      return { success: true };
    },
  },
};
