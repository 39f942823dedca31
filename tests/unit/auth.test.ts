// The auth rules that need no server (decision 043): which redirect paths are same-site, the auth forms' messages
// (every one a dictionary sentence in both languages) and the promoter's username.
import assert from "node:assert/strict";
import * as v from "valibot";
import {
  ForgotPasswordSchema,
  PromoterSignInSchema,
  safeRedirectPath,
  SignInSchema,
  SignUpSchema,
} from "../../src/domain/auth.ts";
import { validateFields } from "../../src/domain/validation.ts";
import { parseAuthSearch, pathWithoutAuthParams } from "../../src/features/auth/auth-search.ts";
import { dictionaries } from "../../i18n/dictionaries.ts";
import { createTranslator } from "../../i18n/translator.ts";

const SAME_SITE = ["/", "/en/profile/", "/ru/jobs/?q=un&access=FELLOW", "/en/articles/a-b/#part", "/ru/%2F%2Fx/"];
const OFF_SITE = [
  "//evil.example",
  "///evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "https://evil.example/",
  "javascript:alert(1)",
  "evil.example",
  " /en/",
  "/en/\n/",
  "",
  `/${"a".repeat(300)}`,
];

Deno.test("safeRedirectPath keeps same-site paths and drops hosts, schemes and oversized paths", () => {
  for (const path of SAME_SITE) assert.equal(safeRedirectPath(path), path, path);
  for (const path of OFF_SITE) assert.equal(safeRedirectPath(path), null, JSON.stringify(path));
  for (const value of [null, undefined, 42, ["/en/"], { to: "/en/" }]) assert.equal(safeRedirectPath(value), null);
});

Deno.test("?redirectTo survives the auth search parser only as a same-site path", () => {
  assert.deepEqual(parseAuthSearch({ auth: "signin", redirectTo: "/en/profile/" }), {
    auth: "signin",
    redirectTo: "/en/profile/",
  });
  assert.deepEqual(parseAuthSearch({ auth: "signin", redirectTo: "//evil.example" }), { auth: "signin" });
  assert.deepEqual(parseAuthSearch({ auth: "nope", redirectTo: "https://evil.example" }), {});
  assert.equal(
    pathWithoutAuthParams("/en/jobs/?q=un&auth=signin&redirectTo=%2Fx&error=google_failed"),
    "/en/jobs/?q=un",
  );
  assert.equal(pathWithoutAuthParams("https://fellows.club/ru/?auth=signup#top"), "/ru/");
});

Deno.test("every message the auth forms can show is a sentence in both dictionaries, not valibot's text", () => {
  const inputs: Array<[v.GenericSchema, Record<string, unknown>]> = [
    [SignUpSchema, { email: "", password: "", firstName: "", lastName: "" }],
    [SignUpSchema, { email: "no-at-sign", password: "short", firstName: "x".repeat(101), lastName: " " }],
    [SignUpSchema, { email: `${"a".repeat(250)}@x.org`, password: "p".repeat(65), firstName: "A", lastName: "B" }],
    [SignInSchema, { email: "not-an-email", password: "" }],
    [SignInSchema, { email: "a@b.org", password: "p".repeat(1001) }],
    [PromoterSignInSchema, { username: "", password: "" }],
    [PromoterSignInSchema, { username: "u".repeat(255), password: "p".repeat(1001) }],
    [ForgotPasswordSchema, { email: "nope" }],
  ];
  const seen = new Set<string>();
  for (const [schema, value] of inputs) {
    for (const key of Object.values(validateFields(schema, value))) seen.add(key);
  }
  assert.ok(seen.size >= 4, [...seen].join(", "));
  for (const locale of ["en", "ru"] as const) {
    const t = createTranslator(locale, dictionaries[locale]);
    for (const key of seen) {
      assert.notEqual(t(key), key, `${locale}: ${key} is in the dictionary`);
      assert.match(t(key), /^\p{Lu}/u, `${locale}: ${key} reads as a sentence: ${t(key)}`);
    }
  }
});

Deno.test("a promoter's username is required but never checked as an email", () => {
  assert.deepEqual(validateFields(PromoterSignInSchema, { username: "anna.promoter", password: "x" }), {});
  assert.deepEqual(validateFields(PromoterSignInSchema, { username: "  ", password: "" }), {
    username: "errors.required",
    password: "errors.required",
  });
  assert.equal(validateFields(SignInSchema, { email: "anna.promoter", password: "x" }).email, "errors.invalidEmail");
});
