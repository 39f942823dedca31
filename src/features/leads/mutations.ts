// The leads feature's writes, one hook each: a message or a contact for the club's inbox and mailing list (nothing a
// page has cached changes).
import { type CallbacksOf, useGqlMutation } from "../../lib/use-gql-mutation.ts";
import { AddContactToGroupsDocument, SendContactInfoDocument, SendMessageDocument } from "./operations.generated.ts";

/** The send-request form: a message to the club. */
export function useSendMessage(callbacks: CallbacksOf<typeof SendMessageDocument>) {
  return useGqlMutation(SendMessageDocument, callbacks);
}

/** The contact form of an expert's or a partner's page. */
export function useSendContactInfo(callbacks: CallbacksOf<typeof SendContactInfoDocument>) {
  return useGqlMutation(SendContactInfoDocument, callbacks);
}

/** The lead magnet: the visitor's email into the guide's mailing group. */
export function useAddContactToGroups(callbacks: CallbacksOf<typeof AddContactToGroupsDocument>) {
  return useGqlMutation(AddContactToGroupsDocument, callbacks);
}
