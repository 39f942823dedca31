// /admin/audit: who did what in the back office: filters (who, what, which, operation, days) in the URL, newest first,
// each entry with its changed fields before and after.
import type { ReactNode } from "react";
import { css } from "styled-system/css";
import { useI18n } from "../../../lib/i18n.tsx";
import { useColumns } from "../kit/columns.tsx";
import { filterFieldsIn, searchFilter, textFilter } from "../kit/list-filter.ts";
import { ListFilters } from "../kit/list-filter-form.tsx";
import { ListScreen } from "../kit/list-screen.tsx";
import { useListQuery } from "../kit/list-url.ts";
import { parseAuditSearch } from "./search.ts";
import { auditLogQuery, type AuditPage as AuditLog } from "./queries.ts";

type Entry = AuditLog["items"][number];

export const AUDIT_ENTITIES = [
  "job",
  "article",
  "learningPath",
  "user",
  "membership",
  "order",
  "payout",
  "inboxItem",
  "product",
  "plan",
  "coupon",
  "offer",
  "banner",
  "creepingLine",
  "review",
  "seoTag",
  "faq",
] as const;

export function AuditPage() {
  const { t } = useI18n();
  const { url, list: log } = useListQuery(parseAuditSearch, auditLogQuery);
  const column = useColumns<Entry>();
  const columns = [
    column.date("when", "admin.audit.when", (entry) => entry.createdAt, { withTime: true }),
    column.cell("actor", "admin.audit.actor", (entry) => entry.actorEmail),
    column.cell("operation", "admin.audit.operation", (entry) => <code>{entry.operation}</code>),
    column.cell("entity", "admin.audit.entity", (entry) => (
      <>
        {t(`admin.audit.entities.${entry.entity}`)} <code>{entry.entityId}</code>
      </>
    )),
    column.cell("changes", "admin.audit.changes", (entry) => <Changes entry={entry} />),
  ];
  return (
    <ListScreen
      title={t("admin.audit.heading")}
      filters={
        <ListFilters
          url={url}
          grid={css({ gridTemplateColumns: { base: "1fr", sm: "repeat(2, 1fr)", lg: "repeat(6, 1fr)" } })}
          fields={[
            searchFilter("actor", t("admin.audit.actor")),
            filterFieldsIn(t, "admin.audit").anyOf("entity", "anyEntity", AUDIT_ENTITIES, "admin.audit.entities"),
            textFilter("entityId", t("admin.audit.entityId")),
            textFilter("from", t("admin.audit.from"), "date"),
            textFilter("to", t("admin.audit.to"), "date"),
          ]}
        />
      }
      page={{ list: log, url }}
      messageTestId="audit-message"
      columns={columns}
      tableTestId="audit-log"
    />
  );
}

/** An entry's reason and its changed fields, before and after. */
function Changes({ entry }: { entry: Entry }): ReactNode {
  const { t } = useI18n();
  return (
    <>
      {entry.reason && (
        <p>
          <strong>{t("admin.audit.reason")}:</strong> {entry.reason}
        </p>
      )}
      {entry.changes.length === 0
        ? t("admin.audit.noChanges")
        : (
          <dl className={css({ display: "grid", gridTemplateColumns: "auto 1fr", gap: "1 3" })}>
            {entry.changes.map((change) => (
              <div key={change.field} className={css({ display: "contents" })}>
                <dt className={css({ fontWeight: "semibold" })}>{change.field}</dt>
                <dd className={css({ overflowWrap: "anywhere" })}>
                  <span className={css({ srOnly: true })}>{t("admin.audit.before")}:</span>
                  <del>{change.before ?? "—"}</del>
                  {" → "}
                  <span className={css({ srOnly: true })}>{t("admin.audit.after")}:</span>
                  <ins>{change.after ?? "—"}</ins>
                </dd>
              </div>
            ))}
          </dl>
        )}
    </>
  );
}
