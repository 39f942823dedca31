// /admin/members/$id: one person: who they are, their membership, their sessions, the team's actions on the account
// (each asks for a reason, recorded in the audit log) and their timeline, newest first.
import { useState } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useParams } from "@tanstack/react-router";
import * as v from "valibot";
import { css } from "styled-system/css";
import { formatDate, formatDateTime } from "../../../../i18n/format.ts";
import { ASSIGNABLE_ROLES } from "../../../domain/admin.ts";
import { isTeamRole } from "../../../domain/authorization.ts";
import type { Role } from "../../../lib/graphql-types.generated.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { useAppForm } from "../../../ui/form/form.ts";
import { LocaleLink } from "../../../ui/locale-link.tsx";
import { showToast } from "../../../ui/show-toast.ts";
import { ghostButton, primaryButton } from "../../../ui/styles.ts";
import { ActionDialog, type DialogField } from "../kit/action-dialog.tsx";
import { eventText } from "./member-timeline.ts";
import { displayName, MemberBadges } from "./members-page.tsx";
import {
  useBlockMember,
  useDeleteMember,
  useEndMembership,
  useGrantMembership,
  useSetMemberRole,
  useSignOutMember,
  useUnblockMember,
} from "./mutations.ts";
import { adminOverviewQuery } from "../queries.ts";
import { type AdminMemberDetail, memberQuery } from "./queries.ts";
import { fieldClass, labelClass, screenTitle } from "../kit/styles.ts";

type Action = "grant" | "end" | "signOut" | "block" | "unblock" | "delete";

/** How long a granted membership lasts: whole days, as the server takes them. */
const GRANT_DAYS: Omit<DialogField, "label"> = {
  name: "days",
  initial: "30",
  schema: v.pipe(v.string(), v.regex(/^\d{1,4}$/, "errors.BAD_USER_INPUT")),
  input: { type: "number", min: 1, max: 3660, inputMode: "numeric" },
};

/** Deleting an account asks for the word typed out. */
const DELETE_TYPED: Omit<DialogField, "label"> = {
  name: "typed",
  initial: "",
  schema: v.pipe(v.string(), v.check((typed) => typed === "DELETE", "errors.BAD_USER_INPUT")),
};

const card = css({ bg: "white", borderRadius: "xl", p: { base: "4", md: "6" }, display: "grid", gap: "3" });

export function MemberPage() {
  const { t, locale } = useI18n();
  const { id } = useParams({ strict: false }) as { id: string };
  const gql = useGql();
  const detail = useSuspenseQuery(memberQuery(gql, id)).data;
  const overview = useSuspenseQuery(adminOverviewQuery(gql)).data;
  const [action, setAction] = useState<Action | null>(null);
  const [error, setError] = useState<string | null>(null);
  const done = (key: string) => () => {
    setAction(null);
    setError(null);
    showToast("top", { type: "success", title: t(key) });
  };
  const options = (key: string) => ({ onSuccess: done(key), onError: setError });
  const grant = useGrantMembership(options("admin.members.grantDone"));
  const end = useEndMembership(options("admin.members.endDone"));
  const signOut = useSignOutMember(options("admin.members.signOutDone"));
  const block = useBlockMember(options("admin.members.blockDone"));
  const unblock = useUnblockMember(options("admin.members.unblockDone"));
  const remove = useDeleteMember(options("admin.members.deleteDone"));
  if (!detail) return null;
  const { member, membership } = detail;
  const mayRoles = overview?.areas.includes("roles") ?? false;
  // An admin acts on a team member's account only as a global admin (the server holds the same rule).
  const mayActOnAccount = !member.deleted && (mayRoles || !isTeamRole(member.role));
  const busy = [grant, end, signOut, block, unblock, remove].some((m) => m.isPending);
  const open = (next: Action) => {
    setError(null);
    setAction(next);
  };
  /** The button that opens an action's dialog; its words are the action's. */
  const actionButton = (which: Action, className = ghostButton) => (
    <button
      type="button"
      className={className}
      onClick={() => open(which)}
    >
      {t(`admin.members.${which}`)}
    </button>
  );
  const dialog = (
    which: Action,
    props: { lead?: string; confirm: (reason: string, values: Record<string, unknown>) => void },
  ) => (
    <ActionDialog
      open={action === which}
      onOpenChange={(next) => !next && setAction(null)}
      title={t(`admin.members.${which}`)}
      lead={props.lead}
      withReason={which !== "signOut"}
      confirmLabel={t("admin.members.confirm")}
      onConfirm={props.confirm}
      busy={busy}
      error={error}
      testId={`member-${which}`}
      fields={which === "grant"
        ? [{ ...GRANT_DAYS, label: t("admin.members.grantDays") }]
        : which === "delete"
        ? [{ ...DELETE_TYPED, label: t("admin.members.deleteConfirm") }]
        : undefined}
    />
  );
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "5" })}>
      <LocaleLink to="/$locale/admin/members" className={css({ color: "brand", textDecoration: "underline" })}>
        ← {t("admin.members.back")}
      </LocaleLink>
      <div>
        <h1 className={screenTitle}>{displayName(member)}</h1>
        <p className={css({ overflowWrap: "anywhere" })}>{member.email}</p>
        <p>
          {t(`admin.members.roles.${member.role}`)} · {t("admin.members.joined")} {formatDate(member.createdAt, locale)}
        </p>
        <MemberBadges member={member} />
      </div>
      <section className={card} aria-labelledby="member-membership">
        <h2 id="member-membership" className={css({ fontWeight: "bold", fontSize: "lg" })}>
          {t("admin.members.membership")}
        </h2>
        <p data-testid="member-membership">
          {membership
            ? t("admin.members.membershipLine", {
              provider: t(`admin.members.providers.${membership.provider}`),
              cycle: t(`admin.members.cycles.${membership.billingCycle}`),
              status: membership.status,
              until: membership.currentPeriodEnd ? formatDate(membership.currentPeriodEnd, locale) : "—",
            })
            : t("admin.members.noMembership")}
        </p>
        <p>{t("admin.members.sessions", { count: detail.sessions })}</p>
      </section>
      {!member.deleted && (
        <section className={card} aria-labelledby="member-actions">
          <h2 id="member-actions" className={css({ fontWeight: "bold", fontSize: "lg" })}>
            {t("admin.members.actions")}
          </h2>
          <div className={css({ display: "flex", gap: "3", flexWrap: "wrap" })}>
            {actionButton(membership ? "end" : "grant", primaryButton)}
            {mayActOnAccount && (
              <>
                {actionButton("signOut")}
                {actionButton(member.blockedAt ? "unblock" : "block")}
                {actionButton("delete", `${ghostButton} ${css({ color: "danger" })}`)}
              </>
            )}
          </div>
          {mayRoles && <RoleForm member={member} />}
        </section>
      )}
      <section className={card} aria-labelledby="member-timeline">
        <h2 id="member-timeline" className={css({ fontWeight: "bold", fontSize: "lg" })}>
          {t("admin.members.timeline")}
        </h2>
        <Timeline events={detail.timeline} />
      </section>
      {dialog("grant", {
        confirm: (reason, values) => grant.mutate({ id: member.id, days: Number(values.days), reason }),
      })}
      {dialog("end", {
        lead: t("admin.members.endLead"),
        confirm: (reason) => end.mutate({ id: member.id, reason }),
      })}
      {dialog("signOut", {
        lead: t("admin.members.signOutLead"),
        confirm: () => signOut.mutate({ id: member.id }),
      })}
      {dialog("block", {
        lead: t("admin.members.blockLead"),
        confirm: (reason) => block.mutate({ id: member.id, reason }),
      })}
      {dialog("unblock", {
        confirm: (reason) => unblock.mutate({ id: member.id, reason }),
      })}
      {dialog("delete", {
        lead: t("admin.members.deleteLead"),
        confirm: (reason) => remove.mutate({ id: member.id, reason }),
      })}
    </div>
  );
}

/** The role a global admin gives: the select starts at the member's role; sending it unchanged does nothing. */
function RoleForm({ member }: { member: AdminMemberDetail["member"] }) {
  const { t } = useI18n();
  const setMemberRole = useSetMemberRole({
    onSuccess: () => showToast("top", { type: "success", title: t("admin.members.roleDone") }),
    onError: (key) => showToast("top", { type: "error", title: t(key) }),
  });
  const form = useAppForm({
    defaultValues: { role: member.role as Role },
    onSubmit: ({ value }) => {
      if (value.role !== member.role) setMemberRole.mutate({ id: member.id, role: value.role });
    },
  });
  return (
    <form
      noValidate
      className={css({ display: "flex", gap: "3", alignItems: "end", flexWrap: "wrap" })}
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <form.Field name="role">
        {(field) => (
          <label className={labelClass}>
            {t("admin.members.roleTitle")}
            <select
              className={fieldClass}
              value={field.state.value}
              onChange={(event) => field.handleChange(event.target.value as Role)}
            >
              {ASSIGNABLE_ROLES.map((r) => <option key={r} value={r}>{t(`admin.members.roles.${r}`)}</option>)}
            </select>
          </label>
        )}
      </form.Field>
      <button type="submit" className={ghostButton} disabled={setMemberRole.isPending}>
        {t("admin.members.changeRole")}
      </button>
    </form>
  );
}

function Timeline({ events }: { events: AdminMemberDetail["timeline"] }) {
  const { t, locale } = useI18n();
  if (!events.length) return <p>{t("admin.members.noEvents")}</p>;
  return (
    <ol className={css({ display: "grid", gap: "2" })} data-testid="member-timeline">
      {events.map((event, index) => {
        const detail = JSON.parse(event.detail) as Record<string, string | number | null>;
        return (
          <li
            key={`${event.at}-${event.kind}-${index}`}
            className={css({ display: "grid", gridTemplateColumns: { base: "1fr", sm: "160px 1fr" }, gap: "1 3" })}
          >
            <time dateTime={event.at} className={css({ color: "muted", fontSize: "sm" })}>
              {formatDateTime(event.at, locale)}
            </time>
            <span>
              <strong>{t(`admin.members.events.${event.kind}`)}</strong>
              {eventText(detail, t, locale)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
