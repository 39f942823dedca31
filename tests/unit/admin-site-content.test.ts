// The site-content rules shared by the back office's forms and its resolvers: which links a banner or the creeping
// line may carry, and which addresses name a public page for an SEO text.
import assert from "node:assert/strict";
import { isSeoPagePath, isSiteLink } from "../../src/domain/admin-site-content.ts";

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
