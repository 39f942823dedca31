// The one form library (decision 236): TanStack Form over the shared valibot schemas. Every form, public or the
// team's, is `useAppForm({ defaultValues, ...schemaValidation(schema), onSubmit })`; its fields read their state with
// `useFieldContext()`. The house rule lives here once: errors show after the first submit, then follow every change;
// the server's field errors land on their fields and leave a field as soon as it is edited.
import {
  type AnyFieldApi,
  type AnyFieldMeta,
  type AnyFormApi,
  createFormHook,
  createFormHookContexts,
  revalidateLogic,
} from "@tanstack/react-form";
import type * as v from "valibot";

export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts();

export const { useAppForm, withForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: {},
  formComponents: {},
});

/** The error message key that is not a dictionary sentence reads as "please check what you entered". */
const I18N_ERROR_KEY = /^([A-Za-z]+\.)?errors\.[A-Za-z_]/;
export const GENERIC_ERROR_KEY = "errors.BAD_USER_INPUT";

/**
 * Validation the house way: the schema on submit, then on every change (never while a first draft is typed); a
 * server error on a field is cleared when that field changes.
 */
export function schemaValidation<S extends v.GenericSchema>(schema: S) {
  return {
    validationLogic: revalidateLogic({ mode: "submit", modeAfterSubmission: "change" }),
    validators: { onDynamic: schema },
    listeners: { onChange: ({ fieldApi }: { fieldApi: AnyFieldApi }) => clearServerError(fieldApi) },
  } as const;
}

/**
 * The same rule for a form whose checks are a function (field path → i18n key) rather than one schema, e.g. where the
 * form's fields and the schema's paths differ.
 */
export function checksValidation<T>(check: (values: T) => Record<string, string>) {
  return {
    validationLogic: revalidateLogic({ mode: "submit", modeAfterSubmission: "change" }),
    validators: {
      onDynamic: ({ value }: { value: T }) => {
        const fields = check(value);
        return Object.keys(fields).length ? { fields } : undefined;
      },
    },
    listeners: { onChange: ({ fieldApi }: { fieldApi: AnyFieldApi }) => clearServerError(fieldApi) },
  } as const;
}

/** A field's first error as an i18n key, or undefined when it has none. */
export function fieldErrorKey(meta: Pick<AnyFieldMeta, "errors">): string | undefined {
  for (const error of meta.errors.flat()) {
    const message = typeof error === "string"
      ? error
      : typeof error === "object" && error !== null && "message" in error
      ? String((error as { message: unknown }).message)
      : undefined;
    if (message) return I18N_ERROR_KEY.test(message) ? message : GENERIC_ERROR_KEY;
  }
  return undefined;
}

/**
 * Puts the server's field errors (path → i18n key, as GqlError.fields and RestError.fields carry them) on the form's
 * fields. Returns the keys of paths no field of the form holds, for the form's own message.
 */
export function applyServerErrors(target: FormLike, fields: Record<string, string>): string[] {
  // Any form of any values: TanStack's types of two forms' listeners do not meet, so the form comes in by shape.
  const form = target as unknown as AnyFormApi;
  const unplaced: string[] = [];
  for (const [path, key] of Object.entries(fields)) {
    const name = fieldNameOf(form, path);
    if (name === undefined) {
      unplaced.push(key);
      continue;
    }
    form.setFieldMeta(name, (meta) => ({ ...meta, errorMap: { ...meta?.errorMap, onServer: key } }));
  }
  return unplaced;
}

type FormLike = { fieldInfo: object; state: { values: unknown }; setFieldMeta: unknown };

/** The form's field a server path names: itself, or its nearest parent ("tags.3" is the tags field). */
function fieldNameOf(form: AnyFormApi, path: string): string | undefined {
  const names = new Set([...Object.keys(form.fieldInfo), ...Object.keys(form.state.values ?? {})]);
  for (let candidate = path; candidate; candidate = candidate.replace(/\.?[^.]+$/, "")) {
    if (names.has(candidate)) return candidate;
    if (!candidate.includes(".")) break;
  }
  return undefined;
}

function clearServerError(field: AnyFieldApi) {
  if (field.state.meta.errorMap.onServer === undefined) return;
  field.setMeta((meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: undefined } }));
}

/** The server's field errors of a failed request (GqlError or RestError), by shape. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const fields = typeof error === "object" && error !== null ? (error as { fields?: unknown }).fields : undefined;
  return typeof fields === "object" && fields !== null ? fields as Record<string, string> : {};
}
