// /admin/members: find a person by e-mail or name; who (everyone, members of the club, the team, blocked) and the
// order in the URL; each row opens the person.
import { useState } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useSearch } from "@tanstack/react-router";
import { css } from "styled-system/css";
import { formatDate } from "../../../../i18n/format.ts";
import { MEMBER_FILTERS, MEMBER_SORTS } from "../../../domain/admin.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { usePageLocation } from "../../../lib/page-location.tsx";
import { LocaleLink } from "../../../ui/locale-link.tsx";
import { ListPager } from "../kit/list-pager.tsx";
import { membersFilterOf, membersQueryString, type MembersSearch, parseMembersSearch } from "./search.ts";
import { type AdminMember, membersQuery } from "./queries.ts";
import { fieldClass, labelClass, screenTitle, tableBox, tableClass } from "../kit/styles.ts";
import { ListFilterForm } from "../kit/list-filter-form.tsx";

export function MembersPage() {
  const { t, locale } = useI18n();
  const { pathname, navigate } = usePageLocation();
  const search = parseMembersSearch(useSearch({ strict: false }) as Record<string, unknown>);
  const page = search.page ?? 1;
  const list = useSuspenseQuery(membersQuery(useGql(), membersFilterOf(search), page)).data;
  const [draft, setDraft] = useState<MembersSearch>(membersFilterOf(search));
  const go = (next: MembersSearch) => {
    const href = `${pathname}${membersQueryString(next)}`;
    if (!navigate?.(href)) globalThis.location.assign(href);
  };
  const apply = () => {
    go(parseMembersSearch(draft as Record<string, unknown>));
  };
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "5" })}>
      <h1 className={screenTitle}>{t("admin.members.heading")}</h1>
      <ListFilterForm
        grid={css({ gridTemplateColumns: { base: "1fr", md: "2fr 1fr 1fr auto" } })}
        onApply={apply}
        onReset={() => {
          setDraft({});
          go({});
        }}
      >
        <label className={labelClass}>
          {t("admin.members.search")}
          <input
            className={fieldClass}
            type="search"
            name="q"
            value={draft.q ?? ""}
            onChange={(event) => setDraft({ ...draft, q: event.target.value || undefined })}
          />
        </label>
        <label className={labelClass}>
          {t("admin.members.show")}
          <select
            className={fieldClass}
            name="show"
            value={draft.show ?? "all"}
            onChange={(event) =>
              setDraft({ ...draft, show: event.target.value === "all" ? undefined : event.target.value })}
          >
            {MEMBER_FILTERS.map((show) => <option key={show} value={show}>{t(`admin.members.shows.${show}`)}</option>)}
          </select>
        </label>
        <label className={labelClass}>
          {t("admin.members.sort")}
          <select
            className={fieldClass}
            name="sort"
            value={draft.sort ?? "newest"}
            onChange={(event) =>
              setDraft({ ...draft, sort: event.target.value === "newest" ? undefined : event.target.value })}
          >
            {MEMBER_SORTS.map((sort) => <option key={sort} value={sort}>{t(`admin.members.sorts.${sort}`)}</option>)}
          </select>
        </label>
      </ListFilterForm>
      <p aria-live="polite">{t("admin.list.total", { count: list.total })}</p>
      {list.items.length === 0 ? <p>{t("admin.list.empty")}</p> : (
        <div className={tableBox}>
          <table className={tableClass} data-testid="members">
            <thead>
              <tr>
                <th scope="col">{t("admin.members.name")}</th>
                <th scope="col" className={wide}>{t("admin.members.email")}</th>
                <th scope="col">{t("admin.members.role")}</th>
                <th scope="col">{t("admin.members.status")}</th>
                <th scope="col" className={wide}>{t("admin.members.joined")}</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((member) => (
                <tr key={member.id}>
                  <td>
                    <LocaleLink
                      to="/$locale/admin/members/$id"
                      params={{ id: member.id }}
                      className={css({ color: "brand", fontWeight: "semibold", textDecoration: "underline" })}
                    >
                      {displayName(member)}
                    </LocaleLink>
                    <span
                      className={css({
                        display: { base: "block", md: "none" },
                        color: "muted",
                        overflowWrap: "anywhere",
                      })}
                    >
                      {member.email}
                    </span>
                  </td>
                  <td className={`${wide} ${css({ overflowWrap: "anywhere" })}`}>{member.email}</td>
                  <td>{t(`admin.members.roles.${member.role}`)}</td>
                  <td>
                    <MemberBadges member={member} />
                  </td>
                  <td className={`${wide} ${css({ whiteSpace: "nowrap" })}`}>{formatDate(member.createdAt, locale)}</td>
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
        hrefOf={(n) => `${pathname}${membersQueryString({ ...membersFilterOf(search), page: n })}`}
      />
    </div>
  );
}

/** Columns a phone leaves out (the e-mail goes under the name there). */
const wide = css({ display: { base: "none", md: "table-cell" } });

export const displayName = (member: AdminMember) => `${member.firstName} ${member.lastName}`.trim() || member.email;

const badge = css({
  display: "inline-block",
  px: "2",
  py: "0.5",
  borderRadius: "full",
  fontSize: "xs",
  fontWeight: "semibold",
  mr: "1",
  mb: "1",
});

export function MemberBadges({ member }: { member: AdminMember }) {
  const { t } = useI18n();
  return (
    <>
      {member.deleted && (
        <span className={`${badge} ${css({ bg: "line", color: "ink" })}`}>{t("admin.members.deleted")}</span>
      )}
      {member.blockedAt && (
        <span className={`${badge} ${css({ bg: "danger", color: "white" })}`}>{t("admin.members.blocked")}</span>
      )}
      {member.isFellow && (
        <span className={`${badge} ${css({ bg: "accentSoft", color: "accentDark" })}`}>
          {t("admin.members.fellow")}
        </span>
      )}
      {!member.emailVerified && !member.deleted && (
        <span className={`${badge} ${css({ bg: "surface", color: "muted" })}`}>{t("admin.members.unverified")}</span>
      )}
    </>
  );
}
