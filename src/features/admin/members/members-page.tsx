// /admin/members: find a person by e-mail or name; who (everyone, members of the club, the team, blocked) and the
// order in the URL; each row opens the person.
import { useSuspenseQuery } from "@tanstack/react-query";
import { useSearch } from "@tanstack/react-router";
import { css } from "styled-system/css";
import { formatDate } from "../../../../i18n/format.ts";
import { MEMBER_FILTERS, MEMBER_SORTS } from "../../../domain/admin.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { usePageLocation } from "../../../lib/page-location.tsx";
import { LocaleLink } from "../../../ui/locale-link.tsx";
import type { Column } from "../kit/data-table.tsx";
import { SelectField, TextField } from "../kit/fields.tsx";
import { useListFilter } from "../kit/list-filter.ts";
import { ListFilterForm } from "../kit/list-filter-form.tsx";
import { ListScreen } from "../kit/list-screen.tsx";
import { membersFilterOf, membersQueryString, parseMembersSearch } from "./search.ts";
import { type AdminMember, membersQuery } from "./queries.ts";

export function MembersPage() {
  const { t, locale } = useI18n();
  const { pathname } = usePageLocation();
  const search = parseMembersSearch(useSearch({ strict: false }) as Record<string, unknown>);
  const page = search.page ?? 1;
  const list = useSuspenseQuery(membersQuery(useGql(), membersFilterOf(search), page)).data;
  const filter = useListFilter(
    membersFilterOf(search),
    { q: "", show: "all", sort: "newest" },
    parseMembersSearch,
    membersQueryString,
  );
  const columns: Column<AdminMember>[] = [
    {
      key: "name",
      header: t("admin.members.name"),
      cell: (member) => (
        <>
          <LocaleLink
            to="/$locale/admin/members/$id"
            params={{ id: member.id }}
            className={css({ color: "brand", fontWeight: "semibold", textDecoration: "underline" })}
          >
            {displayName(member)}
          </LocaleLink>
          <span className={css({ display: { base: "block", md: "none" }, color: "muted", overflowWrap: "anywhere" })}>
            {member.email}
          </span>
        </>
      ),
    },
    {
      key: "email",
      header: t("admin.members.email"),
      headerClassName: wide,
      className: `${wide} ${css({ overflowWrap: "anywhere" })}`,
      cell: (member) => member.email,
    },
    { key: "role", header: t("admin.members.role"), cell: (member) => t(`admin.members.roles.${member.role}`) },
    { key: "status", header: t("admin.members.status"), cell: (member) => <MemberBadges member={member} /> },
    {
      key: "joined",
      header: t("admin.members.joined"),
      headerClassName: wide,
      className: `${wide} ${css({ whiteSpace: "nowrap" })}`,
      cell: (member) => formatDate(member.createdAt, locale),
    },
  ];
  const { form } = filter;
  return (
    <ListScreen
      title={t("admin.members.heading")}
      filters={
        <ListFilterForm
          grid={css({ gridTemplateColumns: { base: "1fr", md: "2fr 1fr 1fr auto" } })}
          onApply={filter.apply}
          onReset={filter.reset}
        >
          <form.AppField name="q">{() => <TextField type="search" label={t("admin.members.search")} />}</form.AppField>
          <form.AppField name="show">
            {() => (
              <SelectField
                label={t("admin.members.show")}
                options={MEMBER_FILTERS.map((show) => ({ value: show, label: t(`admin.members.shows.${show}`) }))}
              />
            )}
          </form.AppField>
          <form.AppField name="sort">
            {() => (
              <SelectField
                label={t("admin.members.sort")}
                options={MEMBER_SORTS.map((sort) => ({ value: sort, label: t(`admin.members.sorts.${sort}`) }))}
              />
            )}
          </form.AppField>
        </ListFilterForm>
      }
      total={list.total}
      messageTestId="members-message"
      rows={list.items}
      columns={columns}
      tableTestId="members"
      pager={{
        page,
        pageSize: list.pageSize,
        hrefOf: (n) => `${pathname}${membersQueryString({ ...membersFilterOf(search), page: n })}`,
      }}
    />
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
