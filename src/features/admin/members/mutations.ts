// The members screens' writes, one hook each. Every back-office write marks the whole back office stale
// (useAdminMutation): the person's page, the lists and the audit log read again; nothing outside /admin shows them.
import type { CallbacksOf } from "../../../lib/use-gql-mutation.ts";
import { useAdminMutation } from "../kit/use-admin-mutation.ts";
import {
  AdminBlockMemberDocument,
  AdminDeleteMemberDocument,
  AdminEndMembershipDocument,
  AdminGrantMembershipDocument,
  AdminSetMemberRoleDocument,
  AdminSignOutMemberDocument,
  AdminUnblockMemberDocument,
} from "./members.generated.ts";

export const useGrantMembership = (callbacks: CallbacksOf<typeof AdminGrantMembershipDocument> = {}) =>
  useAdminMutation(AdminGrantMembershipDocument, callbacks);

export const useEndMembership = (callbacks: CallbacksOf<typeof AdminEndMembershipDocument> = {}) =>
  useAdminMutation(AdminEndMembershipDocument, callbacks);

export const useSignOutMember = (callbacks: CallbacksOf<typeof AdminSignOutMemberDocument> = {}) =>
  useAdminMutation(AdminSignOutMemberDocument, callbacks);

export const useBlockMember = (callbacks: CallbacksOf<typeof AdminBlockMemberDocument> = {}) =>
  useAdminMutation(AdminBlockMemberDocument, callbacks);

export const useUnblockMember = (callbacks: CallbacksOf<typeof AdminUnblockMemberDocument> = {}) =>
  useAdminMutation(AdminUnblockMemberDocument, callbacks);

export const useDeleteMember = (callbacks: CallbacksOf<typeof AdminDeleteMemberDocument> = {}) =>
  useAdminMutation(AdminDeleteMemberDocument, callbacks);

export const useSetMemberRole = (callbacks: CallbacksOf<typeof AdminSetMemberRoleDocument> = {}) =>
  useAdminMutation(AdminSetMemberRoleDocument, callbacks);
