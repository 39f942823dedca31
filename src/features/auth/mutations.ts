// The auth feature's writes, one hook each. None invalidates a query: signing in reloads the page with the session,
// and the others change nothing a page has cached.
import { type CallbacksOf, useGqlMutation } from "../../lib/use-gql-mutation.ts";
import {
  ForgotPasswordDocument,
  ResetPasswordByTokenDocument,
  SignInDocument,
  SignUpDocument,
  VerifyEmailViaLinkDocument,
} from "./operations.generated.ts";

export function useSignIn(callbacks: CallbacksOf<typeof SignInDocument>) {
  return useGqlMutation(SignInDocument, callbacks);
}

export function useSignUp(callbacks: CallbacksOf<typeof SignUpDocument>) {
  return useGqlMutation(SignUpDocument, callbacks);
}

export function useForgotPassword(callbacks: CallbacksOf<typeof ForgotPasswordDocument>) {
  return useGqlMutation(ForgotPasswordDocument, callbacks);
}

export function useResetPasswordByToken(callbacks: CallbacksOf<typeof ResetPasswordByTokenDocument>) {
  return useGqlMutation(ResetPasswordByTokenDocument, callbacks);
}

export function useVerifyEmailViaLink(callbacks: CallbacksOf<typeof VerifyEmailViaLinkDocument>) {
  return useGqlMutation(VerifyEmailViaLinkDocument, callbacks);
}
