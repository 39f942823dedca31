// Logout as spec 02 describes it: a session flag, a full-screen loader (shown by the caller while `leaving`), the
// sign-out call that deletes the session on the server, then the page again without the cookie or any stored user.
import { SignOutDocument } from "./operations.generated.ts";
import { useGqlMutation } from "./use-gql-mutation.ts";

export function useSignOut() {
  // Whatever the answer, the page loads again: signed out, or showing what the server still holds.
  const reload = () => {
    sessionStorage.removeItem("signingOut");
    globalThis.location.reload();
  };
  const mutation = useGqlMutation(SignOutDocument, { onSuccess: reload, onError: reload });
  const signOut = () => {
    sessionStorage.setItem("signingOut", "1");
    mutation.mutate({});
  };
  // From the click until the reload: the mutation is pending, then settled while the page reloads.
  return { leaving: !mutation.isIdle, signOut };
}
