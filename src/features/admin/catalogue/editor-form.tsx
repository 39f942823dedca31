// How the catalogue's editors sit on the one form library (decision 224). The team types text (a percent, a price in
// main units, features one a line); the server takes typed input (basis points, minor units, a list). So an editor's
// values are its fields' texts, and they are checked by converting them with the editor's `inputOf` and parsing the
// result with the schema the resolver parses with: one schema, its errors put back on the field the person typed in.
// The save itself is the kit's (useEditorSave, decision 239).
import * as v from "valibot";
import { fieldErrorKeys } from "../../../domain/validation.ts";
import type { EditorFormSpec } from "../kit/editor-save.ts";
import { type FieldOf, refusalOf } from "../kit/server-errors.ts";

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

/** A catalogue editor's form for the kit's useEditorSave: its values checked as the input they convert to. */
export function catalogueForm<F extends Record<string, unknown>, Item, Input>(
  form: {
    empty: F;
    valuesOf: (item: Item) => F;
    inputOf: (values: F) => Input;
    /** The schema the resolver parses the input with. */
    schema: v.GenericSchema;
    fieldOf?: FieldOf;
  },
): EditorFormSpec<F, Item, Input> {
  return { ...form, empty: () => form.empty, schema: convertedSchema(form.schema, form.inputOf, form.fieldOf) };
}

/** A failed write's outcome: the server's field errors on their fields, and the key of the message above the form. */
export function failedWrite(form: Parameters<typeof refusalOf>[0], error: unknown, fieldOf?: FieldOf) {
  return { failure: refusalOf(form, error, "input", fieldOf) };
}

/** A select's options from a list of values, each named by its key under `adminCatalogue.<namespace>`. */
export function optionsOf(values: readonly string[], namespace: string, t: (key: string) => string) {
  return values.map((value) => ({ value, label: t(`adminCatalogue.${namespace}.${value}`) }));
}

/** Where the catalogue's editors find their words: the message after a write, and the one when a submit finds errors. */
export const CATALOGUE_TEXTS = { messages: "adminCatalogue.messages", fixErrors: "adminCatalogue.errors.fixErrors" };

/** The catalogue's editors' submit button. */
export const catalogueSubmit = (t: (key: string) => string) => ({
  label: t("adminCatalogue.buttons.save"),
  busyLabel: t("adminCatalogue.buttons.busy"),
  primary: true,
});
