// The support form's rule (valibot), shared by /support and contactSupport; messages are i18n keys.
import * as v from "valibot";
import { singleLine } from "./validation.ts";

export const SupportSchema = v.object({
  title: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty("errors.required"),
    v.maxLength(200, "errors.tooLong"),
    singleLine(),
  ),
  message: v.pipe(v.string(), v.trim(), v.nonEmpty("errors.required"), v.maxLength(5000, "errors.tooLong")),
});

export type ContactSupportInput = v.InferOutput<typeof SupportSchema>;
