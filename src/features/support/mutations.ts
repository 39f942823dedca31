// The support feature's one write: a message to the club's support (nothing cached changes).
import { type CallbacksOf, useGqlMutation } from "../../lib/use-gql-mutation.ts";
import { ContactSupportDocument } from "./operations.generated.ts";

export function useContactSupport(callbacks: CallbacksOf<typeof ContactSupportDocument>) {
  return useGqlMutation(ContactSupportDocument, callbacks);
}
