// /admin/learning-paths: the back office's learning paths: search, status, language and order in the URL, 25 a page,
// each path with its status and how many steps it has.
import { useState } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useSearch } from "@tanstack/react-router";
import { css, cx } from "styled-system/css";
import { ADMIN_LEARNING_PATH_SORTS } from "../../../domain/admin-articles.ts";
import { CONTENT_STATUSES, LANGUAGES } from "../../../domain/enums.ts";
import { formatDate } from "../../../../i18n/format.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { usePageLocation } from "../../../lib/page-location.tsx";
import { LocaleLink } from "../../../ui/locale-link.tsx";
import { primaryButton } from "../../../ui/styles.ts";
import { adminLearningPathsQuery } from "./queries.ts";
import { filterOf, type LearningPathsSearch, parseLearningPathsSearch, searchQueryString } from "./search.ts";
import { ContentStatusBadges } from "../kit/content-form.tsx";
import { smallButton } from "../kit/styles.ts";
import { ListPager } from "../kit/list-pager.tsx";
import { fieldClass, labelClass, screenTitle, tableBox, tableClass } from "../kit/styles.ts";
import { ListFilterForm } from "../kit/list-filter-form.tsx";

export function AdminLearningPathsPage() {
  const { t, locale } = useI18n();
  const gql = useGql();
  const { pathname, navigate } = usePageLocation();
  const search = parseLearningPathsSearch(useSearch({ strict: false }) as Record<string, unknown>);
  const page = search.page ?? 1;
  const list = useSuspenseQuery(adminLearningPathsQuery(gql, filterOf(search), page)).data;
  const [draft, setDraft] = useState<Record<string, string>>(() => draftOf(search));
  const go = (href: string) => {
    if (!navigate?.(href)) globalThis.location.assign(href);
  };
  const apply = () => {
    go(`${pathname}${searchQueryString(parseLearningPathsSearch(draft))}`);
  };
  const field = (key: string) => ({
    name: key,
    value: draft[key] ?? "",
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value }),
  });

  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "5", minW: 0 })}>
      <div className={css({ display: "flex", flexWrap: "wrap", gap: "3", alignItems: "center" })}>
        <h1 className={cx(screenTitle, css({ flex: 1 }))}>{t("adminArticles.paths.heading")}</h1>
        <LocaleLink to="/$locale/admin/learning-paths/new" className={primaryButton} data-testid="admin-new-path">
          {t("adminArticles.paths.newPath")}
        </LocaleLink>
      </div>
      <ListFilterForm
        grid={css({ gridTemplateColumns: { base: "repeat(2, minmax(0, 1fr))", lg: "repeat(4, minmax(0, 1fr))" } })}
        actionsClass={css({ gridColumn: { base: "span 2", lg: "span 1" } })}
        onApply={apply}
        onReset={() => {
          setDraft({});
          go(pathname);
        }}
      >
        <label className={cx(labelClass, css({ gridColumn: "span 2" }))}>
          {t("adminArticles.paths.search")}
          <input className={fieldClass} type="search" maxLength={200} {...field("search")} />
        </label>
        <label className={labelClass}>
          {t("adminArticles.filters.status")}
          <select className={fieldClass} {...field("status")}>
            <option value="">{t("adminArticles.filters.anyStatus")}</option>
            {CONTENT_STATUSES.map((s) => <option key={s} value={s}>{t(`adminArticles.statuses.${s}`)}</option>)}
          </select>
        </label>
        <label className={labelClass}>
          {t("adminArticles.filters.language")}
          <select className={fieldClass} {...field("language")}>
            <option value="">{t("adminArticles.filters.anyLanguage")}</option>
            {LANGUAGES.map((l) => <option key={l} value={l}>{t(`adminArticles.languages.${l}`)}</option>)}
          </select>
        </label>
        <label className={labelClass}>
          {t("adminArticles.filters.sort")}
          <select className={fieldClass} {...field("sort")}>
            {ADMIN_LEARNING_PATH_SORTS.map((s) => (
              <option key={s} value={s === "order" ? "" : s}>{t(`adminArticles.paths.sorts.${s}`)}</option>
            ))}
          </select>
        </label>
      </ListFilterForm>
      <p aria-live="polite">{t("admin.list.total", { count: list.total })}</p>
      {list.items.length === 0 ? <p>{t("admin.list.empty")}</p> : (
        <div className={tableBox}>
          <table className={tableClass} data-testid="admin-learning-paths">
            <thead>
              <tr>
                <th scope="col">{t("adminArticles.paths.columns.title")}</th>
                <th scope="col">{t("adminArticles.columns.status")}</th>
                <th scope="col">{t("adminArticles.columns.language")}</th>
                <th scope="col">{t("adminArticles.paths.columns.steps")}</th>
                <th scope="col">{t("adminArticles.columns.updated")}</th>
                <th scope="col">{t("adminArticles.columns.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((path) => (
                <tr key={path.id} data-testid="admin-learning-path-row">
                  <td className={css({ minW: "200px" })}>
                    <LocaleLink
                      to="/$locale/admin/learning-paths/$id"
                      params={{ id: path.id }}
                      className={css({ fontWeight: "semibold", color: "brand", textDecoration: "underline" })}
                    >
                      {path.title}
                    </LocaleLink>
                    <div className={css({ color: "muted", overflowWrap: "anywhere" })}>/{path.slug}</div>
                  </td>
                  <td>
                    <ContentStatusBadges status={path.status} />
                  </td>
                  <td className={css({ whiteSpace: "nowrap" })}>{t(`adminArticles.languages.${path.language}`)}</td>
                  <td>{path.stepCount}</td>
                  <td className={css({ whiteSpace: "nowrap" })}>{formatDate(path.updatedAt, locale)}</td>
                  <td>
                    <LocaleLink
                      to="/$locale/admin/learning-paths/$id"
                      params={{ id: path.id }}
                      className={smallButton}
                      aria-label={t("adminArticles.actions.editLabel", { title: path.title })}
                    >
                      {t("adminArticles.actions.edit")}
                    </LocaleLink>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ListPager
        page={page}
        pageSize={list.pageSize}
        total={list.total}
        hrefOf={(n) => `${pathname}${searchQueryString({ ...filterOf(search), page: n })}`}
      />
    </div>
  );
}

function draftOf(search: LearningPathsSearch): Record<string, string> {
  const draft: Record<string, string> = {};
  for (const [key, value] of Object.entries(filterOf(search))) {
    if (value !== undefined && value !== null) draft[key] = String(value);
  }
  return draft;
}
