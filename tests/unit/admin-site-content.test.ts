// The site-content rules shared by the back office's forms and its resolvers: which links a banner or the creeping
// line may carry, which addresses name a public page for an SEO text, and that both need an audience.
import assert from "node:assert/strict";
import * as v from "valibot";
import {
  AdminBannerInputSchema,
  AdminCreepingLineInputSchema,
  AUDIENCES,
  isSeoPagePath,
  isSiteLink,
} from "../../src/domain/admin-site-content.ts";
import { validateFields } from "../../src/domain/validation.ts";

Deno.test("a link is an http(s) address, a site path or a query, never a script or another host", () => {
  for (const ok of ["/jobs", "/en/subscribe/", "?auth=signup", "https://example.org/x?a=1", "http://example.org"]) {
    assert.equal(isSiteLink(ok), true, ok);
  }
  for (
    const bad of [
      "javascript:alert(1)",
      " javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:text/html,x",
      "//evil.example/",
      "/\\evil.example",
      "jobs",
      '/x" onmouseover="alert(1)',
      "/a b",
      "ftp://example.org",
    ]
  ) {
    assert.equal(isSiteLink(bad), false, bad);
  }
});

Deno.test("an SEO text names a public page with its language", () => {
  for (
    const ok of ["/ru/", "/en", "/ru/jobs/", "/en/jobs", "/en/jobs/42/", "/ru/articles/some-article/", "/en/subscribe/"]
  ) {
    assert.equal(isSeoPagePath(ok), true, ok);
  }
  assert.equal(isSeoPagePath("/ru/services/education/mba/"), true);
  for (
    const bad of [
      "/de/jobs/",
      "jobs",
      "/ru/profile/",
      "/ru/admin/",
      "/ru/no-such-page/",
      "/ru/jobs/1/2/",
      "/ru/subscribe/x/",
      "/ru/jobs/?q=1",
      "//evil.example/",
    ]
  ) {
    assert.equal(isSeoPagePath(bad), false, bad);
  }
});

Deno.test("a banner and a creeping line need at least one audience, told on the first flag with the other fields", () => {
  for (const schema of [AdminBannerInputSchema, AdminCreepingLineInputSchema]) {
    const base = schema === AdminBannerInputSchema
      ? { title: "Hello", language: "en" }
      : { text: "Hi", language: "en" };
    assert.deepEqual(validateFields(schema, base), { isFree: "adminSite.errors.audienceRequired" });
    assert.deepEqual(validateFields(schema, { ...base, isFree: false, isRegistered: false, isPaid: false }), {
      isFree: "adminSite.errors.audienceRequired",
    });
    for (const audience of AUDIENCES) assert.deepEqual(validateFields(schema, { ...base, [audience]: true }), {});
    // Shown together with another field's message, not only once the rest is right.
    assert.equal(validateFields(schema, { language: "xx" }).isFree, "adminSite.errors.audienceRequired");
  }
  const line = v.parse(AdminCreepingLineInputSchema, { text: "Members' night", isPaid: true, language: "ru" });
  assert.deepEqual([line.isFree, line.isRegistered, line.isPaid], [false, false, true]);
});
