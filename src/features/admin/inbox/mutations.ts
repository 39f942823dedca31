// The inbox's writes. Each answers with the message as it now is, which the hook puts in the message's own query at
// once (the screen shows the new status or reply without waiting); every back-office write also marks the whole back
// office stale (useAdminMutation), so the list and its counts read again.
import { useQueryClient } from "@tanstack/react-query";
import type { CallbacksOf } from "../../../lib/use-gql-mutation.ts";
import { useGql } from "../../../lib/use-gql.ts";
import { useAdminMutation } from "../kit/use-admin-mutation.ts";
import {
  type AdminInboxItemFieldsFragment,
  AdminReplyToInboxItemDocument,
  AdminSetInboxStatusDocument,
} from "./inbox.generated.ts";
import { inboxItemQuery } from "./queries.ts";

function useKeepItem() {
  const gql = useGql();
  const queryClient = useQueryClient();
  return (item: AdminInboxItemFieldsFragment) =>
    queryClient.setQueryData(inboxItemQuery(gql, item.kind, item.id).queryKey, item);
}

export function useSetInboxStatus(callbacks: CallbacksOf<typeof AdminSetInboxStatusDocument> = {}) {
  const keep = useKeepItem();
  return useAdminMutation(AdminSetInboxStatusDocument, {
    ...callbacks,
    onSuccess: (data, variables) => {
      keep(data.adminSetInboxStatus);
      callbacks.onSuccess?.(data, variables);
    },
  });
}

/** Mailed in the sender's language; a retry with the same replyId is sent once at most. */
export function useReplyToInboxItem(callbacks: CallbacksOf<typeof AdminReplyToInboxItemDocument> = {}) {
  const keep = useKeepItem();
  return useAdminMutation(AdminReplyToInboxItemDocument, {
    ...callbacks,
    onSuccess: (data, variables) => {
      keep(data.adminReplyToInboxItem.item);
      callbacks.onSuccess?.(data, variables);
    },
  });
}
