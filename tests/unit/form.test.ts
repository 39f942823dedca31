// The one form library's house rules, on TanStack Form's own core (no React): errors wait for the first submit, then
// follow every change; the server's field errors land on their fields and leave one when it is edited.
import assert from "node:assert/strict";
import { FieldApi, FormApi } from "@tanstack/react-form";
import * as v from "valibot";
import { applyServerErrors, checksValidation, fieldErrorKey, schemaValidation } from "../../src/ui/form/form.ts";

const Schema = v.object({
  title: v.pipe(v.string(), v.trim(), v.minLength(1, "errors.required")),
  price: v.pipe(v.string(), v.regex(/^\d+$/, "not a key")),
});

function makeForm(submitted: unknown[]) {
  const form = new FormApi({
    defaultValues: { title: "", price: "1" },
    ...schemaValidation(Schema),
    onSubmit: ({ value }) => void submitted.push(v.parse(Schema, value)),
  });
  form.mount();
  const title = new FieldApi({ form, name: "title" });
  const price = new FieldApi({ form, name: "price" });
  title.mount();
  price.mount();
  return { form, title, price };
}

Deno.test("a form shows no error while the first draft is typed, and all of them on submit", async () => {
  const submitted: unknown[] = [];
  const { form, title, price } = makeForm(submitted);
  price.handleChange("x");
  assert.deepEqual(fieldErrorKey(price.state.meta), undefined);
  await form.handleSubmit();
  assert.deepEqual(submitted, []);
  assert.deepEqual(fieldErrorKey(title.state.meta), "errors.required");
  // A message that is not a dictionary key reads as the generic one.
  assert.deepEqual(fieldErrorKey(price.state.meta), "errors.BAD_USER_INPUT");
});

Deno.test("after a submit a field's error follows its every change, and a valid form submits its parsed values", async () => {
  const submitted: unknown[] = [];
  const { form, title, price } = makeForm(submitted);
  await form.handleSubmit();
  title.handleChange("  Hello ");
  assert.deepEqual(fieldErrorKey(title.state.meta), undefined);
  price.handleChange("12");
  await form.handleSubmit();
  assert.deepEqual(submitted, [{ title: "Hello", price: "12" }]);
});

Deno.test("the server's field errors land on their fields, a nested path on its field, the rest are returned", () => {
  const { form, title, price } = makeForm([]);
  const unplaced = applyServerErrors(form, { title: "errors.titleTaken", "price.0": "errors.tooMuch", other: "x" });
  assert.deepEqual(unplaced, ["x"]);
  assert.deepEqual(fieldErrorKey(title.state.meta), "errors.titleTaken");
  assert.deepEqual(fieldErrorKey(price.state.meta), "errors.tooMuch");
  title.handleChange("New");
  assert.deepEqual(fieldErrorKey(title.state.meta), undefined);
  assert.deepEqual(fieldErrorKey(price.state.meta), "errors.tooMuch");
});

Deno.test("a form checked by a function follows the same rule: nothing before the first submit, then each change", async () => {
  const submitted: unknown[] = [];
  const form = new FormApi({
    defaultValues: { city: "" },
    ...checksValidation<{ city: string }>((values) =>
      values.city ? {} : { city: "errors.required" } as Record<string, string>
    ),
    onSubmit: ({ value }) => void submitted.push(value),
  });
  form.mount();
  const city = new FieldApi({ form, name: "city" });
  city.mount();
  city.handleChange("");
  assert.deepEqual(fieldErrorKey(city.state.meta), undefined);
  await form.handleSubmit();
  assert.deepEqual(fieldErrorKey(city.state.meta), "errors.required");
  city.handleChange("Riga");
  assert.deepEqual(fieldErrorKey(city.state.meta), undefined);
  await form.handleSubmit();
  assert.deepEqual(submitted, [{ city: "Riga" }]);
});
