// The tracker's CSV export (GET /api/tracker/export.csv?locale=ru|en): the signed-in user's own items only, UTF-8
// with a BOM so Excel reads Cyrillic, cells quoted where needed and spreadsheet formulas neutralised (src/domain).
import { Hono } from "hono";
import type { Db } from "../../db/client.ts";
import { requireUser } from "../../src/domain/authorization.ts";
import { isLocale } from "../../src/domain/locale.ts";
import { moscowDay } from "../../src/domain/dates.ts";
import { csvCell } from "../../src/domain/tracker.ts";
import { viewerOf } from "../../src/platform/request-viewer.ts";
import { dictionaries } from "../../i18n/dictionaries.ts";
import { createTranslator } from "../../i18n/translator.ts";
import { exportTrackerItems } from "../services/tracker.ts";
import { answerAccessDenied } from "./authorize.ts";

const COLUMNS = [
  "title",
  "company",
  "status",
  "country",
  "createdAt",
  "appliedAt",
  "nextActionAt",
  "link",
  "salary",
  "notes",
] as const;

export function trackerRestApp({ db }: { db: Db }) {
  const app = new Hono();
  app.onError(answerAccessDenied);

  app.get("/export.csv", async (c) => {
    const userId = requireUser(viewerOf(c));
    const requested = c.req.query("locale");
    const locale = isLocale(requested) ? requested : "ru";
    const t = createTranslator(locale, dictionaries[locale]);
    const items = await exportTrackerItems(db, userId);
    const rows = [
      COLUMNS.map((column) => t(`tracker.columns.${column}`)),
      ...items.map((item) => [
        item.title,
        item.company,
        t(`tracker.statuses.${item.status}`),
        item.country ? (locale === "ru" ? item.country.rusTrans : item.country.engTrans) : "",
        moscowDay(item.createdAt),
        item.appliedAt ? moscowDay(item.appliedAt) : "",
        item.nextActionAt ? moscowDay(item.nextActionAt) : "",
        item.link,
        item.salary,
        item.notes,
      ]),
    ];
    const body = "\uFEFF" + rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
    return c.body(body, 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": 'attachment; filename="job-application-tracker.csv"',
      "cache-control": "private, no-store",
    });
  });
  return app;
}
