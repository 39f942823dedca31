// The reset link's check, read by the page's loader on the server, so a used, expired or garbage link shows its
// state when the page opens instead of a form that fails on Save.
import { queryOptions } from "@tanstack/react-query";
import { type Gql, isGqlErrorCode } from "../../lib/gql.ts";

export const resetTokenQuery = (gql: Gql, token: string) =>
  queryOptions({
    queryKey: ["resetToken", token],
    queryFn: async (): Promise<{ valid: boolean }> => {
      // The document loads with the query: a static import put all of auth's documents in every page's entry.
      const { IsResetTokenValidDocument } = await import("./operations.generated.ts");
      try {
        return { valid: (await gql(IsResetTokenValidDocument, { token })).isResetTokenValid.success };
      } catch (error) {
        // A token no link ever carried (too long, empty) is refused as input: the same dead link to the visitor.
        if (isGqlErrorCode(error, "BAD_USER_INPUT")) return { valid: false };
        throw error;
      }
    },
    staleTime: Infinity,
  });
