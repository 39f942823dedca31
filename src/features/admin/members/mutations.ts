// The members screens' writes, one hook each. Every back-office write marks the whole back office stale
// (useAdminMutation): the person's page, the lists and the audit log read again; nothing outside /admin shows them.
import { adminWrite } from "../kit/use-admin-mutation.ts";
import {
  AdminBlockMemberDocument,
  AdminDeleteMemberDocument,
  AdminEndMembershipDocument,
  AdminGrantMembershipDocument,
  AdminSetMemberRoleDocument,
  AdminSignOutMemberDocument,
  AdminUnblockMemberDocument,
} from "./members.generated.ts";

export const useGrantMembership = adminWrite(AdminGrantMembershipDocument);

export const useEndMembership = adminWrite(AdminEndMembershipDocument);

export const useSignOutMember = adminWrite(AdminSignOutMemberDocument);

export const useBlockMember = adminWrite(AdminBlockMemberDocument);

export const useUnblockMember = adminWrite(AdminUnblockMemberDocument);

export const useDeleteMember = adminWrite(AdminDeleteMemberDocument);

export const useSetMemberRole = adminWrite(AdminSetMemberRoleDocument);
