// Logout as spec 02 describes it: a session flag, a full-screen loader (shown by the caller while `leaving`), the
// sign-out call that deletes the session on the server, then the page again without the cookie or any stored user.
// A plain call, not TanStack Query's useMutation: the header renders this on every page, and the mutation observer
// and hook would be first-load bytes for a call whose answer nobody reads (the page reloads either way).
import { useState } from "react";
import { SignOutDocument } from "./operations.generated.ts";
import { useGql } from "./use-gql.ts";

export function useSignOut() {
  const gql = useGql();
  const [leaving, setLeaving] = useState(false);
  // Whatever the answer, the page loads again: signed out, or showing what the server still holds.
  const reload = () => {
    sessionStorage.removeItem("signingOut");
    globalThis.location.reload();
  };
  const signOut = () => {
    sessionStorage.setItem("signingOut", "1");
    // From the click until the reload.
    setLeaving(true);
    gql(SignOutDocument, {}).then(reload, reload);
  };
  return { leaving, signOut };
}
