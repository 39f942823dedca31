// Logout as spec 02 describes it: a session flag, a full-screen loader (shown by the caller while `leaving`), the
// sign-out call that deletes the session on the server, then the page again without the cookie or any stored user.
import { useState } from "react";
import { useGql } from "./use-gql.ts";
import { SignOutDocument } from "./operations.generated.ts";

export function useSignOut() {
  const gql = useGql();
  const [leaving, setLeaving] = useState(false);
  const signOut = async () => {
    setLeaving(true);
    sessionStorage.setItem("signingOut", "1");
    try {
      await gql(SignOutDocument);
    } finally {
      sessionStorage.removeItem("signingOut");
      globalThis.location.reload();
    }
  };
  return { leaving, signOut };
}
