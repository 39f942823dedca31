// Site content rules: which creeping line a fellow is spared (decision 043).
import assert from "node:assert/strict";
import { invitesToJoin } from "../../src/domain/site.ts";

Deno.test("a line invites to join when it links to the subscription page, in any form", () => {
  for (const link of ["/subscribe", "/subscribe/", "/en/subscribe/?plan=year", "https://fellows.club/ru/subscribe"]) {
    assert.equal(invitesToJoin(link), true, link);
  }
  for (const link of [null, "/articles/", "/subscribers-news/", "http://[bad"]) {
    assert.equal(invitesToJoin(link), false, String(link));
  }
});
