// Auth input rules (valibot) shared by the auth dialog's forms and the resolvers; messages are i18n keys.
import * as v from "valibot";
import { singleLine } from "./validation.ts";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

export const email = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty("errors.required"),
  v.maxLength(254, "errors.invalidEmail"),
  v.email("errors.invalidEmail"),
);
const password = v.pipe(
  v.string(),
  v.nonEmpty("errors.required"),
  v.minLength(PASSWORD_MIN, "errors.passwordLength"),
  v.maxLength(PASSWORD_MAX, "errors.passwordLength"),
);
export const personName = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty("errors.required"),
  v.maxLength(100, "errors.tooLong"),
  singleLine(),
);
const path = v.optional(v.nullable(v.pipe(v.string(), v.maxLength(300))));

export const SignUpSchema = v.object({
  email,
  password,
  firstName: personName,
  lastName: personName,
  redirectPath: path,
  fromPath: path,
  /** The consent to the terms of service and the privacy policy: the box must be ticked (decision 200). */
  acceptedTerms: v.pipe(
    v.optional(v.nullable(v.boolean()), false),
    v.check((accepted) => accepted === true, "errors.termsRequired"),
  ),
});
export const SignInSchema = v.object({
  email,
  password: v.pipe(v.string(), v.nonEmpty("errors.required"), v.maxLength(1000, "errors.tooLong")),
  /** The promoter form: `email` holds the username, parsed by PromoterSignInSchema instead. */
  isPromoter: v.optional(v.nullable(v.boolean())),
});
export const ForgotPasswordSchema = v.object({ email, isPartner: v.optional(v.nullable(v.boolean())) });
export const TokenSchema = v.pipe(v.string(), v.trim(), v.nonEmpty("errors.required"), v.maxLength(100));
export const ResetPasswordSchema = v.object({ token: TokenSchema, password });

// The redirect rule lives in its own module without valibot, so the first-load bundle (the auth search parser)
// does not carry the form schemas.
export { REDIRECT_PATH_MAX, safeRedirectPath } from "./redirect.ts";

/**
 * Promoter sign-in (spec 02: username and password are required): the username is not an email, so it is only
 * required, never checked for an email's shape.
 */
export const PromoterSignInSchema = v.object({
  username: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty("errors.required"),
    v.maxLength(254, "errors.tooLong"),
    singleLine(),
  ),
  password: SignInSchema.entries.password,
});
