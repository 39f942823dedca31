// Site content rules: which creeping line invites to join the club (decision 043; since 146 the editor's note for a
// line ticked for members, and the rule migration 0027 gave the lines it found).
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
