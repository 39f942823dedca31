// /admin/audit: who did what in the back office: filters (who, what, which, operation, days) in the URL, newest first,
// each entry with its changed fields before and after.
import { useState } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useSearch } from "@tanstack/react-router";
import { css } from "styled-system/css";
import { formatDateTime } from "../../../../i18n/format.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { usePageLocation } from "../../../lib/page-location.tsx";
import { auditFilterOf, auditQueryString, type AuditSearch, parseAuditSearch } from "./search.ts";
import { ListPager } from "../kit/list-pager.tsx";
import { auditLogQuery } from "./queries.ts";
import { fieldClass, labelClass, screenTitle, tableBox, tableClass } from "../kit/styles.ts";
import { ListFilterForm } from "../kit/list-filter-form.tsx";

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
  const { pathname, navigate } = usePageLocation();
  const search = parseAuditSearch(useSearch({ strict: false }) as Record<string, unknown>);
  const page = search.page ?? 1;
  const log = useSuspenseQuery(auditLogQuery(useGql(), auditFilterOf(search), page)).data;
  const [draft, setDraft] = useState<AuditSearch>(auditFilterOf(search));
  const go = (next: AuditSearch) => {
    const href = `${pathname}${auditQueryString(next)}`;
    if (!navigate?.(href)) globalThis.location.assign(href);
  };
  const apply = () => {
    go(parseAuditSearch(draft as Record<string, unknown>));
  };
  const field = (key: keyof AuditSearch) => ({
    value: String(draft[key] ?? ""),
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value || undefined }),
  });
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "5" })}>
      <h1 className={screenTitle}>{t("admin.audit.heading")}</h1>
      <ListFilterForm
        grid={css({ gridTemplateColumns: { base: "1fr", sm: "repeat(2, 1fr)", lg: "repeat(6, 1fr)" } })}
        onApply={apply}
        onReset={() => {
          setDraft({});
          go({});
        }}
      >
        <label className={labelClass}>
          {t("admin.audit.actor")}
          <input className={fieldClass} type="search" {...field("actor")} />
        </label>
        <label className={labelClass}>
          {t("admin.audit.entity")}
          <select className={fieldClass} {...field("entity")}>
            <option value="">{t("admin.audit.anyEntity")}</option>
            {AUDIT_ENTITIES.map((entity) => (
              <option key={entity} value={entity}>{t(`admin.audit.entities.${entity}`)}</option>
            ))}
          </select>
        </label>
        <label className={labelClass}>
          {t("admin.audit.entityId")}
          <input className={fieldClass} {...field("entityId")} />
        </label>
        <label className={labelClass}>
          {t("admin.audit.from")}
          <input className={fieldClass} type="date" {...field("from")} />
        </label>
        <label className={labelClass}>
          {t("admin.audit.to")}
          <input className={fieldClass} type="date" {...field("to")} />
        </label>
      </ListFilterForm>
      <p aria-live="polite">{t("admin.list.total", { count: log.total })}</p>
      {log.items.length === 0 ? <p>{t("admin.list.empty")}</p> : (
        <div className={tableBox}>
          <table className={tableClass} data-testid="audit-log">
            <thead>
              <tr>
                <th scope="col">{t("admin.audit.when")}</th>
                <th scope="col">{t("admin.audit.actor")}</th>
                <th scope="col">{t("admin.audit.operation")}</th>
                <th scope="col">{t("admin.audit.entity")}</th>
                <th scope="col">{t("admin.audit.changes")}</th>
              </tr>
            </thead>
            <tbody>
              {log.items.map((entry) => (
                <tr key={entry.id}>
                  <td className={css({ whiteSpace: "nowrap" })}>{formatDateTime(entry.createdAt, locale)}</td>
                  <td>{entry.actorEmail}</td>
                  <td>
                    <code>{entry.operation}</code>
                  </td>
                  <td>
                    {t(`admin.audit.entities.${entry.entity}`)} <code>{entry.entityId}</code>
                  </td>
                  <td>
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
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ListPager
        page={page}
        pageSize={log.pageSize}
        total={log.total}
        hrefOf={(n) => `${pathname}${auditQueryString({ ...auditFilterOf(search), page: n })}`}
      />
    </div>
  );
}
