// The catalogue editors' texts are checked by the schema of the input they convert to: an error of the converted
// input lands on the field the person typed in (a percent for basis points), on submit and from the server alike.
import assert from "node:assert/strict";
import { FieldApi, FormApi } from "@tanstack/react-form";
import * as v from "valibot";
import { basisPointsOf } from "../../src/domain/admin-catalogue.ts";
import { fieldErrorKey, schemaValidation } from "../../src/ui/form/form.ts";
import { convertedSchema, failedWrite } from "../../src/features/admin/catalogue/editor-form.tsx";

const InputSchema = v.object({
  code: v.pipe(v.string(), v.minLength(3, "adminCatalogue.errors.code")),
  discountBasisPoints: v.pipe(
    v.number("adminCatalogue.errors.percent"),
    v.integer("adminCatalogue.errors.percent"),
    v.minValue(1, "adminCatalogue.errors.percent"),
  ),
  tags: v.array(v.pipe(v.string(), v.minLength(1, "adminCatalogue.errors.feature"))),
});
type Form = { code: string; percent: string; tags: string };
const inputOf = (form: Form) => ({
  code: form.code,
  discountBasisPoints: basisPointsOf(form.percent),
  tags: form.tags.split("\n"),
});
const fieldOf = (name: string) => name === "discountBasisPoints" ? "percent" : name;

function makeForm(submitted: unknown[]) {
  const form = new FormApi({
    defaultValues: { code: "", percent: "", tags: "a" } as Form,
    ...schemaValidation(convertedSchema<Form>(InputSchema, inputOf, fieldOf)),
    onSubmit: ({ value }) => void submitted.push(inputOf(value)),
  });
  form.mount();
  const fields = (["code", "percent", "tags"] as const).map((name) => new FieldApi({ form, name }));
  for (const field of fields) field.mount();
  const [code, percent, tags] = fields;
  return { form, code, percent, tags };
}

Deno.test("an editor's converted input is checked on submit, each error on the field that was typed in", async () => {
  const submitted: unknown[] = [];
  const { form, code, percent, tags } = makeForm(submitted);
  percent.handleChange("abc");
  tags.handleChange("a\n\nb");
  assert.equal(fieldErrorKey(percent.state.meta), undefined);
  await form.handleSubmit();
  assert.deepEqual(submitted, []);
  assert.equal(fieldErrorKey(code.state.meta), "adminCatalogue.errors.code");
  assert.equal(fieldErrorKey(percent.state.meta), "adminCatalogue.errors.percent");
  // A list's item ("tags.1") is its field's error.
  assert.equal(fieldErrorKey(tags.state.meta), "adminCatalogue.errors.feature");
  code.handleChange("SPRING");
  percent.handleChange("12.5");
  tags.handleChange("a\nb");
  await form.handleSubmit();
  assert.deepEqual(submitted, [{ code: "SPRING", discountBasisPoints: 1250, tags: ["a", "b"] }]);
});

Deno.test("a failed write puts the server's field errors on the editor's fields and says what went wrong", () => {
  const { form, code, percent } = makeForm([]);
  const error = Object.assign(new Error("bad"), {
    i18nKey: "errors.BAD_USER_INPUT",
    fields: { discountBasisPoints: "adminCatalogue.errors.percent", code: "adminCatalogue.errors.codeTaken" },
  });
  assert.deepEqual(failedWrite(form, error, fieldOf), { failure: "errors.BAD_USER_INPUT" });
  assert.equal(fieldErrorKey(percent.state.meta), "adminCatalogue.errors.percent");
  assert.equal(fieldErrorKey(code.state.meta), "adminCatalogue.errors.codeTaken");
});
