// The back office's member page: how a timeline event reads (the codes the server stores, in the page's language).
import assert from "node:assert/strict";
import { dictionaries } from "../../i18n/dictionaries.ts";
import { createTranslator } from "../../i18n/translator.ts";
import { eventText } from "../../src/features/admin/members/member-timeline.ts";

const tr = (locale: "ru" | "en") => createTranslator(locale, dictionaries[locale]);

Deno.test("the members timeline reads statuses, end reasons and providers in the page's language", () => {
  const refundedOrder = { product: "CV checklist", amount: 1000, currency: "USD", status: "REFUNDED" };
  assert.equal(eventText(refundedOrder, tr("en"), "en"), " — CV checklist · $10 · refunded");
  assert.equal(eventText(refundedOrder, tr("ru"), "ru"), " — CV checklist · $10 · возвращён");
  const ended = { id: "x", reason: "REFUNDED" };
  assert.equal(eventText(ended, tr("en"), "en"), " — refunded");
  assert.equal(eventText(ended, tr("ru"), "ru"), " — возврат платежа");
  // A member's own reason, and the provider of a membership.
  assert.equal(eventText({ reason: "FOUND_A_JOB" }, tr("en"), "en"), " — I found a job");
  assert.equal(eventText({ status: "ACTIVE", provider: "YOO" }, tr("ru"), "ru"), " — активно · ЮKassa");
  assert.equal(eventText({ status: "ACTIVE", provider: "TEAM" }, tr("en"), "en"), " — active · granted by the team");
  // Nothing in either language is left as a stored code.
  for (const locale of ["ru", "en"] as const) {
    for (const status of ["PENDING", "PAID", "FAILED", "CANCELLED", "REFUNDED", "ACTIVE", "SUCCEEDED", "PAUSED"]) {
      assert.doesNotMatch(eventText({ status }, tr(locale), locale), /[A-Z]{4,}/, `${locale} ${status}`);
    }
    for (const reason of ["REFUNDED", "FREE_PERIOD_ENDED", "DUPLICATE_PAYMENT", "ACCOUNT_DELETED", "ENDED_BY_TEAM"]) {
      assert.doesNotMatch(eventText({ reason }, tr(locale), locale), /[A-Z]{4,}/, `${locale} ${reason}`);
    }
  }
  // A reason the team typed reads as typed.
  assert.equal(
    eventText({ actor: "admin@club.test", reason: "Paid twice" }, tr("en"), "en"),
    " — admin@club.test · Paid twice",
  );
});
