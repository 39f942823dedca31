// How the catalogue's editors sit on the one form library (decision 224). The team types text (a percent, a price in
// main units, features one a line); the server takes typed input (basis points, minor units, a list). So an editor's
// values are its fields' texts, and they are checked by converting them with the editor's `inputOf` and parsing the
// result with the schema the resolver parses with: one schema, its errors put back on the field the person typed in.
import * as v from "valibot";
import { css } from "styled-system/css";
import { useI18n } from "../../../lib/i18n.tsx";
import { applyServerErrors, serverFieldErrors } from "../../../ui/form/form.ts";
import { errorKeyOf } from "../../../lib/use-gql-mutation.ts";
import { fieldErrorKeys } from "../../../domain/validation.ts";

/** An input's path → the editor's field that holds it ("featuresRu.3" is featuresRu; the rest by `fieldOf`). */
type FieldOf = (inputField: string) => string;

const sameName: FieldOf = (name) => name;

/**
 * The editor's schema: its values converted by `inputOf` must parse with the input's `schema`; each failing field of
 * the input is reported on the editor's field named by `fieldOf`.
 */
export function convertedSchema<F extends Record<string, unknown>>(
  schema: v.GenericSchema,
  inputOf: (values: F) => unknown,
  fieldOf: FieldOf = sameName,
): v.GenericSchema<F> {
  return v.pipe(
    v.custom<F>((value) => typeof value === "object" && value !== null),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const result = v.safeParse(schema, inputOf(dataset.value));
      if (result.success) return;
      const placed = new Set<string>();
      for (const [path, message] of Object.entries(fieldErrorKeys(result.issues))) {
        const key = fieldOf(path.split(".")[0]);
        if (placed.has(key)) continue;
        placed.add(key);
        const input = dataset.value;
        addIssue({ message, path: [{ type: "object", origin: "value", input, key, value: input[key] }] });
      }
    }),
  );
}

/** A failed write's outcome: the server's field errors on their fields, and the key of the message above the form. */
export function failedWrite(form: Parameters<typeof applyServerErrors>[0], error: unknown, fieldOf = sameName) {
  const fields = Object.fromEntries(
    Object.entries(serverFieldErrors(error)).map(([path, key]) => [fieldOf(path.split(".")[0]), key]),
  );
  applyServerErrors(form, fields);
  return { failure: errorKeyOf(error) };
}

/** A select's options from a list of values, each named by its key under `adminCatalogue.<namespace>`. */
export function optionsOf(values: readonly string[], namespace: string, t: (key: string) => string) {
  return values.map((value) => ({ value, label: t(`adminCatalogue.${namespace}.${value}`) }));
}

/** What an editor says above its fields after a write: what was done, or what went wrong (i18n keys). */
export type Outcome = { message: string } | { failure: string } | null;

/** The outcome: the success message (polite) and the failure (an alert). */
export function FormMessages({ outcome }: { outcome: Outcome }) {
  const { t } = useI18n();
  return (
    <>
      <div aria-live="polite" aria-atomic="true">
        {outcome && "message" in outcome && (
          <p data-testid="admin-catalogue-message" className={css({ color: "success", fontWeight: "semibold" })}>
            {t(outcome.message)}
          </p>
        )}
      </div>
      <div role="alert">
        {outcome && "failure" in outcome && (
          <p data-testid="admin-catalogue-error" className={css({ color: "danger", fontWeight: "semibold" })}>
            {t(outcome.failure)}
          </p>
        )}
      </div>
    </>
  );
}
