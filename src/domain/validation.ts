// How a failed valibot parse becomes messages: one i18n key per field (the first issue wins), the same for a form
// and for the resolver that parses the same input with the same schema.
import * as v from "valibot";

/** Field path → i18n key; an issue whose message is not a key is reported as a generic bad input. */
export function fieldErrorKeys(issues: readonly v.BaseIssue<unknown>[], fallbackPath = ""): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? fallbackPath;
    fields[path] ??= issue.message.startsWith("errors.") ? issue.message : "errors.BAD_USER_INPUT";
  }
  return fields;
}

/** The field errors of a value against a schema, empty when it parses. */
export function validateFields(schema: v.GenericSchema, value: unknown): Record<string, string> {
  const result = v.safeParse(schema, value);
  return result.success ? {} : fieldErrorKeys(result.issues);
}
