// A refused write on a form of the one form library: the server's field errors go onto their fields (a path under
// the mutation's argument, "input.title", is the form's "title"; an editor may keep an input field under another
// name), and the form keeps the refusal's own message.
import { errorKeyOf } from "../../../lib/use-gql-mutation.ts";
import { applyServerErrors, serverFieldErrors } from "../../../ui/form/form.ts";

/** The editor's field that holds an input field ("discountBasisPoints" is typed in "percent"); the same by default. */
export type FieldOf = (inputField: string) => string;

const sameName: FieldOf = (name) => name;

/** Places the error's field errors on the form and returns the i18n key the form shows as its message. */
export function refusalOf(
  form: Parameters<typeof applyServerErrors>[0],
  error: unknown,
  argument = "input",
  fieldOf: FieldOf = sameName,
): string {
  const fields: Record<string, string> = {};
  for (const [path, key] of Object.entries(serverFieldErrors(error))) {
    const [name, ...rest] = (path.startsWith(`${argument}.`) ? path.slice(argument.length + 1) : path).split(".");
    fields[[fieldOf(name), ...rest].join(".")] = key;
  }
  applyServerErrors(form, fields);
  return errorKeyOf(error);
}
