// The admins' CSV of a period's pending payouts for the bank (GET /api/promoters/payouts.csv?periodFrom=YYYY-MM-DD),
// linked from the back office's payouts screen (/admin/payouts) and decided by the same row of the authorization
// table as that screen's list (adminPayouts: the money area). It holds bank accounts: anyone else gets a 404 (the
// export's existence is not theirs to learn), and no cache of any kind keeps the answer.
import { Hono } from "hono";
import type { Db } from "../../db/client.ts";
import { viewerOf } from "../../src/platform/request-viewer.ts";
import type { BankDataCipher } from "../services/promoters/bank-account.ts";
import { exportPendingPayoutsCsv } from "../services/promoters/export-payouts.ts";
import { decideAdminOperation } from "../../src/domain/authorization.ts";
import { isCalendarDay } from "../services/promoters/payout-admins.ts";
import { refuse } from "./refusal.ts";

export function promotersRestApp({ db, bankData }: { db: Db; bankData: BankDataCipher }) {
  const app = new Hono();

  app.get("/payouts.csv", async (c) => {
    c.header("cache-control", "no-store");
    const viewer = viewerOf(c);
    if (decideAdminOperation(viewer, "adminPayouts") !== "allowed") {
      return refuse(c, 404, "NOT_FOUND", "errors.NOT_FOUND");
    }
    const periodFrom = c.req.query("periodFrom") ?? "";
    if (!isCalendarDay(periodFrom)) {
      return refuse(c, 400, "BAD_USER_INPUT", "errors.BAD_USER_INPUT");
    }
    const body = await exportPendingPayoutsCsv(db, bankData, periodFrom);
    return c.body(body, 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="payouts-${periodFrom}.csv"`,
      "cache-control": "no-store",
    });
  });
  return app;
}
