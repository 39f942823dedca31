// An editor's form on the one form library. Its fields hold text where the write takes other types (tags typed as
// "a, b", a number as its digits), so it validates through the write's own schema: the form's values become the
// input, then the schema runs. Issue paths are the input's, which are the form's field names ("steps[2].text" stays
// on its field). The catalogue's editors convert field by field instead (catalogue/editor-form.tsx).
import * as v from "valibot";
import { schemaValidation, useAppForm } from "../../../ui/form/form.ts";

export function formSchemaOf<F, S extends v.GenericSchema>(schema: S, inputOf: (values: F) => unknown) {
  return v.pipe(v.custom<F>(() => true), v.transform(inputOf), schema);
}

/**
 * The editor's form: `onValid` gets the values once the schema passes them, and whether to publish after saving
 * (`form.handleSubmit({ andPublish: true })`); `onInvalid` runs when a submit finds errors.
 */
export function useEditorForm<F>(
  schema: v.GenericSchema<F, unknown>,
  initial: F,
  handlers: { onValid: (values: F, andPublish: boolean) => Promise<void>; onInvalid: () => void },
) {
  return useAppForm({
    defaultValues: initial,
    ...schemaValidation(schema),
    onSubmitMeta: { andPublish: false },
    onSubmit: ({ value, meta }) => handlers.onValid(value, meta.andPublish),
    onSubmitInvalid: handlers.onInvalid,
  });
}

/** An editor's form whose values are `F` (what its field components get). */
export type EditorForm<F> = ReturnType<typeof useEditorForm<F>>;
