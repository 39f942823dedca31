// The typed contract: client documents are checked against the schema, generated files must be current, and each
// form's valibot schema has exactly the fields of the GraphQL input it parses.
import assert from "node:assert/strict";
import { buildSchema, type GraphQLInputObjectType } from "graphql";
import type * as v from "valibot";
import {
  findDocumentSources,
  findStaleFiles,
  generateContract,
  generatedPathOf,
} from "../../scripts/graphql-contract.ts";
import { SCHEMA_SDL } from "../../api/graphql/schema.ts";
import { SignInSchema, SignUpSchema } from "../../src/domain/auth.ts";
import { PreferencesSchema, UpdateUserInfoSchema } from "../../src/domain/profile.ts";
import { SupportSchema } from "../../src/domain/support.ts";

const root = new URL("../../", import.meta.url);
const sources = await findDocumentSources(root);

Deno.test("a client document naming a field the schema lacks fails the contract, naming the file", async () => {
  const bogus = { path: "src/features/jobs/bogus.graphql", text: "query Bogus { getJobs { meta { nope } } }" };
  await assert.rejects(
    () => generateContract([...sources, bogus]),
    (error: Error) =>
      error.message.includes("src/features/jobs/bogus.graphql") && /Cannot query field "nope"/.test(error.message),
  );
  const badArgument = { path: "src/features/jobs/bad.graphql", text: 'query Bad { getJob(slug: "x") { __typename } }' };
  await assert.rejects(() => generateContract([badArgument]), /Unknown argument "slug"/);
  const unknownType = { path: "src/features/jobs/type.graphql", text: "query T($x: NoSuchInput) { ok }" };
  await assert.rejects(() => generateContract([unknownType]), /Unknown type "NoSuchInput"/);
});

Deno.test("a document the server's limits would refuse fails the contract too", async () => {
  const deep = {
    path: "src/features/jobs/deep.graphql",
    text:
      "query Deep { getJobs { jobsByAccess { ... on Job { location { countryObject { id } } jobCategories { id } } } } }"
        .replace("jobsByAccess", "jobsByAccess"),
  };
  // Within the limits: passes.
  await generateContract([deep]);
  const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: ok`).join(" ");
  await assert.rejects(
    () => generateContract([{ path: "src/features/jobs/aliases.graphql", text: `query Many { ${aliases} }` }]),
    /alias/i,
  );
});

Deno.test("stale or missing generated files are found; the committed ones are current", async () => {
  const files = await generateContract(sources);
  const onDisk = (path: string) => Deno.readTextFile(new URL(path, root)).catch(() => null);
  assert.deepEqual(await findStaleFiles(files, onDisk), [], "run `deno task codegen`");
  const edited = files.find((f) => f.path === generatedPathOf("src/features/profile/operations.graphql"))!;
  const stale = await findStaleFiles(
    files,
    async (path) => path === edited.path ? (await onDisk(path))!.replace("avatarSrc", "avatarUrl") : await onDisk(path),
  );
  assert.deepEqual(stale, [edited.path]);
  assert.deepEqual(await findStaleFiles(files, async (path) => path === edited.path ? null : await onDisk(path)), [
    edited.path,
  ]);
});

Deno.test("the profile document asks for the photo and the pending email the page shows", async () => {
  const [profile] = (await generateContract(sources)).filter((f) =>
    f.path === "src/features/profile/operations.generated.ts"
  );
  const fragment = profile.content.match(/export type ProfileFragment = \{[^\n]*/)?.[0] ?? "";
  assert.match(fragment, /avatarSrc: string \| null/);
  assert.match(fragment, /pendingEmail: string \| null/);
});

Deno.test("each form's valibot schema has exactly the fields of the GraphQL input it parses", () => {
  const schema = buildSchema(SCHEMA_SDL);
  const pairs: Array<[string, v.ObjectSchema<v.ObjectEntries, undefined>]> = [
    ["UpdateUserInfoInput", UpdateUserInfoSchema],
    ["PreferencesInput", PreferencesSchema],
    ["ContactSupportInput", SupportSchema],
    ["SignUpInput", SignUpSchema],
    ["SignInInput", SignInSchema],
  ];
  for (const [inputName, form] of pairs) {
    const input = schema.getType(inputName) as GraphQLInputObjectType;
    assert.ok(input, `${inputName} is in the schema`);
    assert.deepEqual(Object.keys(input.getFields()).sort(), Object.keys(form.entries).sort(), inputName);
  }
});
