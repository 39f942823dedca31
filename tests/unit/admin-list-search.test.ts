// The back office's list URLs: one reader for every list, which keeps what its schema accepts and drops the rest.
import assert from "node:assert/strict";
import { parseJobsSearch } from "../../src/features/admin/jobs/search.ts";
import { parseInboxSearch } from "../../src/features/admin/inbox/search.ts";
import { listQueryString } from "../../src/features/admin/kit/list-search.ts";
import { parseMoneySearch } from "../../src/features/admin/money/search.ts";
import { parseCouponsSearch } from "../../src/features/admin/catalogue/search.ts";
import { parsePayoutSearch } from "../../src/features/admin/payouts/search.ts";

Deno.test("an admin list's URL keeps valid filters, flags and page, and drops what its schema refuses", () => {
  assert.deepEqual(
    parseJobsSearch({
      search: " Geneva ",
      status: "PUBLISHED",
      readAccess: "NOPE",
      categoryId: 7,
      isUN: "true",
      expired: false,
      page: "3",
    }),
    { search: "Geneva", status: "PUBLISHED", categoryId: "7", isUN: true, expired: false, page: 3 },
  );
  assert.deepEqual(parseMoneySearch({ q: "", status: "PAID", provider: "PAYPAL", page: "1" }), { status: "PAID" });
  assert.deepEqual(parseMoneySearch({ page: "2.5" }), {});
  assert.deepEqual(parseMoneySearch({ page: "100001" }), {});
  assert.deepEqual(parseCouponsSearch({ active: "false", kind: ["PRODUCTS"] }), { active: false });
  assert.deepEqual(parsePayoutSearch({ period: "2026-10", status: "LOST", page: "2" }), { period: "2026-10", page: 2 });
  assert.deepEqual(
    parseInboxSearch({ sort: "newest", status: "new" }),
    { status: "new" },
    "the default sort is unnamed",
  );
});

Deno.test("an admin list's query string leaves out empty values", () => {
  assert.equal(listQueryString({ q: "anna", status: undefined, provider: "", page: 2 }), "?q=anna&page=2");
  assert.equal(listQueryString({}), "");
});
