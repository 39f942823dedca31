// A run of simple fields as a description, for any editor's form: the kit's FieldSpec (text, number, textarea,
// select, check, stack, custom), rendered by DescribedFields inside `<form.AppField>` each. A spec names one of the
// form's values, so the compiler checks each name against the form.
import { type AnyAppForm, DescribedFields, type FieldSpec } from "./collection-screen.tsx";

export type { FieldSpec } from "./collection-screen.tsx";

/** The described fields of a form whose values are `V`. */
export function FieldList<V>({ form, fields }: { form: { state: { values: V } }; fields: readonly FieldSpec<V>[] }) {
  // Any form of the one form library renders them; AnyAppForm's helper types do not meet a form with list fields.
  return <DescribedFields form={form as unknown as AnyAppForm} fields={fields} />;
}
