// /admin/members: find a person by e-mail or name; who (everyone, members of the club, the team, blocked) and the
// order in the URL; each row opens the person.
import { css } from "styled-system/css";
import { Badge } from "../kit/catalogue-form.tsx";
import { MEMBER_FILTERS, MEMBER_SORTS } from "../../../domain/admin.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { phoneOnly, useColumns, wideOnly } from "../kit/columns.tsx";
import { filterFieldsIn } from "../kit/list-filter.ts";
import { filterGrid, ListFilters } from "../kit/list-filter-form.tsx";
import { ListScreen } from "../kit/list-screen.tsx";
import { useListQuery } from "../kit/list-url.ts";
import { parseMembersSearch } from "./search.ts";
import { type AdminMember, membersQuery } from "./queries.ts";

export function MembersPage() {
  const { t } = useI18n();
  const filter = filterFieldsIn(t, "admin.members");
  const { url, list } = useListQuery(parseMembersSearch, membersQuery);
  const column = useColumns<AdminMember>();
  const columns = [
    column.title("name", "admin.members.name", {
      link: (member) => ({ to: "/$locale/admin/members/$id", params: { id: member.id } }),
      text: displayName,
      // On a phone the e-mail column is left out: the address goes under the name.
      under: (member) => <span className={phoneOnly}>{member.email}</span>,
      className: "",
    }),
    wideOnly(column.cell("email", "admin.members.email", (member) => member.email, css({ overflowWrap: "anywhere" }))),
    column.label("role", "admin.members.role", "admin.members.roles", (member) => member.role),
    column.cell("status", "admin.members.status", (member) => <MemberBadges member={member} />),
    wideOnly(column.date("joined", "admin.members.joined", (member) => member.createdAt)),
  ];
  return (
    <ListScreen
      title={t("admin.members.heading")}
      filters={
        <ListFilters
          url={url}
          grid={filterGrid.searchAndTwo}
          fields={[
            filter.search("q", { label: "search" }),
            filter.oneOf("show", MEMBER_FILTERS, "admin.members.shows"),
            filter.oneOf("sort", MEMBER_SORTS, "admin.members.sorts"),
          ]}
        />
      }
      page={{ list, url }}
      messageTestId="members-message"
      columns={columns}
      tableTestId="members"
    />
  );
}

export const displayName = (member: AdminMember) => `${member.firstName} ${member.lastName}`.trim() || member.email;

export function MemberBadges({ member }: { member: AdminMember }) {
  const { t } = useI18n();
  return (
    <span className={css({ display: "inline-flex", flexWrap: "wrap", gap: "1" })}>
      {member.deleted && <Badge tone="neutral">{t("admin.members.deleted")}</Badge>}
      {member.blockedAt && <Badge tone="bad">{t("admin.members.blocked")}</Badge>}
      {member.isFellow && <Badge tone="moderation">{t("admin.members.fellow")}</Badge>}
      {!member.emailVerified && !member.deleted && <Badge tone="muted">{t("admin.members.unverified")}</Badge>}
    </span>
  );
}
