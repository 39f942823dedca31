import assert from "node:assert/strict";
import {
  canRead,
  decideArticleText,
  decideJobAccess,
  firstHalfOfHtml,
  isStepDisabled,
  type ReadAccess,
  requiredAction,
} from "../../src/domain/access.ts";
import type { ViewerTier } from "../../src/domain/viewer.ts";

const tiers: ViewerTier[] = ["anonymous", "authorized", "fellow"];
const levels: ReadAccess[] = ["UNANYMOUS", "AUTHORIZED", "FELLOW"];

Deno.test("the access matrix: who may read which level", () => {
  const matrix = tiers.map((tier) => levels.map((level) => canRead(tier, level)));
  assert.deepEqual(matrix, [
    [true, false, false], // anonymous
    [true, true, false], // authorized
    [true, true, true], // fellow
  ]);
  for (const tier of tiers) {
    for (const level of levels) {
      assert.equal(decideJobAccess(tier, { readAccess: level }), canRead(tier, level) ? "full" : "disabled");
    }
  }
});

Deno.test("non-entitled viewers are asked to register for AUTHORIZED and to subscribe for FELLOW", () => {
  assert.equal(requiredAction("AUTHORIZED"), "register");
  assert.equal(requiredAction("FELLOW"), "subscribe");
  assert.equal(requiredAction("UNANYMOUS"), null);
});

const html =
  "<p>First paragraph opens.</p><p>Second paragraph continues.</p><h2>Secret</h2><p>Gated tail paragraph.</p>";

Deno.test("a hideHalf article gives non-entitled readers only its first half, cut between blocks", () => {
  const forAnonymous = decideArticleText("anonymous", { readAccess: "AUTHORIZED", hideHalf: true, articleText: html });
  assert.equal(forAnonymous.gated, true);
  assert.ok(forAnonymous.text.includes("First paragraph"));
  assert.ok(!forAnonymous.text.includes("Gated tail"));
  assert.ok(!forAnonymous.text.includes("Secret"));
  assert.equal(
    decideArticleText("authorized", { readAccess: "AUTHORIZED", hideHalf: true, articleText: html }).text,
    html,
  );
  assert.deepEqual(decideArticleText("authorized", { readAccess: "FELLOW", hideHalf: false, articleText: html }), {
    text: "",
    gated: true,
  });
});

Deno.test("first half of a single block keeps the first half of its words", () => {
  assert.equal(firstHalfOfHtml("<p>one two three four</p>"), "one two");
  assert.equal(firstHalfOfHtml("one two three"), "one two");
});

Deno.test("a learning-path step is disabled only for non-fellows without full access at or past the free count", () => {
  const step = (o: Partial<Parameters<typeof isStepDisabled>[0]>) =>
    isStepDisabled({ isFellow: false, fullAccess: false, index: 0, countAvailableArticles: 2, ...o });
  assert.equal(step({ index: 0 }), false);
  assert.equal(step({ index: 1 }), false);
  assert.equal(step({ index: 2 }), true);
  assert.equal(step({ index: 5 }), true);
  assert.equal(step({ index: 5, isFellow: true }), false);
  assert.equal(step({ index: 5, fullAccess: true }), false);
});
