// /admin/audit: who did what in the back office: filters (who, what, which, operation, days) in the URL, newest first,
// each entry with its changed fields before and after.
import type { ReactNode } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useSearch } from "@tanstack/react-router";
import { css } from "styled-system/css";
import { formatDateTime } from "../../../../i18n/format.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { usePageLocation } from "../../../lib/page-location.tsx";
import type { Column } from "../kit/data-table.tsx";
import { SelectField, TextField } from "../kit/fields.tsx";
import { useListFilter } from "../kit/list-filter.ts";
import { ListFilterForm } from "../kit/list-filter-form.tsx";
import { ListScreen } from "../kit/list-screen.tsx";
import { auditFilterOf, auditQueryString, parseAuditSearch } from "./search.ts";
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
  const { t, locale } = useI18n();
  const { pathname } = usePageLocation();
  const search = parseAuditSearch(useSearch({ strict: false }) as Record<string, unknown>);
  const page = search.page ?? 1;
  const log = useSuspenseQuery(auditLogQuery(useGql(), auditFilterOf(search), page)).data;
  const { form, apply, reset } = useListFilter(
    auditFilterOf(search),
    { actor: "", entity: "", entityId: "", from: "", to: "" },
    parseAuditSearch,
    auditQueryString,
  );
  const text = (name: string, label: string, type?: "search" | "date") => (
    <form.AppField name={name}>{() => <TextField type={type} label={label} />}</form.AppField>
  );
  const columns: Column<Entry>[] = [
    {
      key: "when",
      header: t("admin.audit.when"),
      className: css({ whiteSpace: "nowrap" }),
      cell: (entry) => formatDateTime(entry.createdAt, locale),
    },
    { key: "actor", header: t("admin.audit.actor"), cell: (entry) => entry.actorEmail },
    { key: "operation", header: t("admin.audit.operation"), cell: (entry) => <code>{entry.operation}</code> },
    {
      key: "entity",
      header: t("admin.audit.entity"),
      cell: (entry) => (
        <>
          {t(`admin.audit.entities.${entry.entity}`)} <code>{entry.entityId}</code>
        </>
      ),
    },
    { key: "changes", header: t("admin.audit.changes"), cell: (entry) => <Changes entry={entry} /> },
  ];
  return (
    <ListScreen
      title={t("admin.audit.heading")}
      filters={
        <ListFilterForm
          grid={css({ gridTemplateColumns: { base: "1fr", sm: "repeat(2, 1fr)", lg: "repeat(6, 1fr)" } })}
          onApply={apply}
          onReset={reset}
        >
          {text("actor", t("admin.audit.actor"), "search")}
          <form.AppField name="entity">
            {() => (
              <SelectField
                label={t("admin.audit.entity")}
                options={[
                  { value: "", label: t("admin.audit.anyEntity") },
                  ...AUDIT_ENTITIES.map((entity) => ({ value: entity, label: t(`admin.audit.entities.${entity}`) })),
                ]}
              />
            )}
          </form.AppField>
          {text("entityId", t("admin.audit.entityId"))}
          {text("from", t("admin.audit.from"), "date")}
          {text("to", t("admin.audit.to"), "date")}
        </ListFilterForm>
      }
      total={log.total}
      messageTestId="audit-message"
      rows={log.items}
      columns={columns}
      tableTestId="audit-log"
      pager={{
        page,
        pageSize: log.pageSize,
        hrefOf: (n) => `${pathname}${auditQueryString({ ...auditFilterOf(search), page: n })}`,
      }}
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
