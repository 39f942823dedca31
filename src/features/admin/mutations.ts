// The back office frame's one write: the password proven again. It is not sent through useAdminMutation (the
// password dialog is what that hook opens); it makes the overview (how long changes may be made) read again.
import { type CallbacksOf, useGqlMutation } from "../../lib/use-gql-mutation.ts";
import { AdminConfirmPasswordDocument } from "./shell.generated.ts";
import { ADMIN_KEY } from "./queries.ts";

export const useConfirmPassword = (callbacks: CallbacksOf<typeof AdminConfirmPasswordDocument> = {}) =>
  useGqlMutation(AdminConfirmPasswordDocument, { ...callbacks, invalidates: [[ADMIN_KEY, "overview"]] });
