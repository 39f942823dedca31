// /admin/inbox/{kind}/{id}: one message — who sent it and how to reach them, the form's fields, the text — the replies
// sent so far, a reply form (subject "Re: …" prefilled; mailed in the sender's language) and the status buttons.
import { useRef } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useParams } from "@tanstack/react-router";
import { css, cx } from "styled-system/css";
import { InboxReplySchema, type InboxStatus, replySubject } from "../../../domain/admin-inbox.ts";
import { formatDateTime } from "../../../../i18n/format.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { errorKeyOf } from "../../../lib/use-gql-mutation.ts";
import {
  applyServerErrors,
  fieldErrorKey,
  schemaValidation,
  serverFieldErrors,
  useAppForm,
} from "../../../ui/form/form.ts";
import { LocaleLink } from "../../../ui/locale-link.tsx";
import { fieldError } from "../../../ui/form/styles.ts";
import { primaryButton } from "../../../ui/styles.ts";
import type { AdminInboxItemFieldsFragment } from "./inbox.generated.ts";
import { useReplyToInboxItem, useSetInboxStatus } from "./mutations.ts";
import { inboxItemQuery } from "./queries.ts";
import { kindLabel, senderName, StatusBadge } from "./inbox-labels.tsx";
import { fieldClass, fieldFrame, labelClass, screenTitle } from "../kit/styles.ts";

const section = css({
  bg: "white",
  borderRadius: "xl",
  border: "1px solid",
  borderColor: "line",
  p: { base: "4", md: "6" },
  display: "flex",
  flexDirection: "column",
  gap: "3",
});

const sectionTitle = css({ fontSize: "lg", fontWeight: "bold", color: "brand" });

const text = css({ whiteSpace: "pre-wrap", overflowWrap: "anywhere", lineHeight: "1.6" });

/** The route's params (/{locale}/admin/inbox/{kind}/{id}/); the route's loader has checked them. */
function useItemParams(): { kind: string; id: string } {
  const params = useParams({ strict: false }) as { kind?: string; id?: string };
  return { kind: params.kind ?? "", id: params.id ?? "" };
}

export function InboxItemPage() {
  const { t, locale } = useI18n();
  const { kind, id } = useItemParams();
  const item = useSuspenseQuery(inboxItemQuery(useGql(), kind, id)).data;
  const name = senderName(item);
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "5", maxW: "960px" })}>
      <LocaleLink
        to="/$locale/admin/inbox"
        className={css({ color: "brand", fontWeight: "semibold", textDecoration: "underline", alignSelf: "start" })}
      >
        ← {t("adminInbox.item.back")}
      </LocaleLink>
      <div className={css({ display: "flex", flexDirection: "column", gap: "2" })}>
        <h1 className={screenTitle}>{t("adminInbox.item.heading", { kind: kindLabel(t, item), name })}</h1>
        <StatusActions item={item} />
      </div>

      <section className={section} aria-labelledby="inbox-message">
        <h2 id="inbox-message" className={sectionTitle}>{item.subject?.trim() || t("adminInbox.item.message")}</h2>
        <dl
          className={css({
            display: "grid",
            gridTemplateColumns: { base: "1fr", sm: "auto 1fr" },
            gap: { base: "0 3", sm: "2 4" },
            fontSize: "sm",
            "& dt": { color: "muted", fontWeight: "medium" },
            "& dd": { overflowWrap: "anywhere", mb: { base: "2", sm: 0 } },
          })}
        >
          <dt>{t("adminInbox.item.from")}</dt>
          <dd>{item.name?.trim() || "—"}</dd>
          <dt>{t("adminInbox.item.email")}</dt>
          <dd>
            <a href={`mailto:${item.email}`} className={css({ color: "brand", textDecoration: "underline" })}>
              {item.email}
            </a>
          </dd>
          <dt>{t("adminInbox.item.received")}</dt>
          <dd>
            <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, locale)}</time>
          </dd>
          <dt>{t("adminInbox.item.language")}</dt>
          <dd>{t(`adminInbox.languages.${item.language}`)}</dd>
          {item.details.map((detail) => (
            <div key={detail.field} className={css({ display: "contents" })}>
              <dt>{t(`adminInbox.details.${detail.field}`)}</dt>
              <dd>{detail.value}</dd>
            </div>
          ))}
        </dl>
        <div className={css({ borderTop: "1px solid token(colors.line)", pt: "3" })} data-testid="inbox-message">
          {item.message.trim()
            ? <p className={text} lang={item.language}>{item.message}</p>
            : <p className={css({ color: "muted" })}>{t("adminInbox.item.noMessage")}</p>}
        </div>
      </section>

      <section className={section} aria-labelledby="inbox-replies">
        <h2 id="inbox-replies" className={sectionTitle}>{t("adminInbox.item.replies")}</h2>
        {item.replies.length === 0
          ? <p className={css({ color: "muted" })}>{t("adminInbox.item.noReplies")}</p>
          : (
            <ol className={css({ display: "flex", flexDirection: "column", gap: "3" })} data-testid="inbox-replies">
              {item.replies.map((reply) => (
                <li
                  key={reply.id}
                  className={css({ borderLeft: "3px solid", borderColor: "success", pl: "3" })}
                >
                  <p className={css({ fontWeight: "semibold", overflowWrap: "anywhere" })}>{reply.subject}</p>
                  <p className={css({ fontSize: "sm", color: "muted", overflowWrap: "anywhere" })}>
                    {t("adminInbox.item.replyMeta", {
                      author: reply.authorEmail ?? t("adminInbox.item.unknownAuthor"),
                      to: reply.toEmail,
                      time: formatDateTime(reply.createdAt, locale),
                    })}
                  </p>
                  <p className={text}>{reply.body}</p>
                </li>
              ))}
            </ol>
          )}
      </section>

      <ReplyForm item={item} />
    </div>
  );
}

/** Mark answered / Close / Reopen: each button sets the status it names; the current one is not offered. */
function StatusActions({ item }: { item: AdminInboxItemFieldsFragment }) {
  const { t } = useI18n();
  // What the last press did is the mutation's own state: the status it saved, or why it failed.
  const set = useSetInboxStatus();
  const saved = set.isSuccess ? set.data.adminSetInboxStatus.status : null;
  const error = set.isError ? errorKeyOf(set.error) : null;
  const actions: Array<[InboxStatus, string]> = [
    ["answered", "adminInbox.item.markAnswered"],
    ["closed", "adminInbox.item.close"],
    ["new", "adminInbox.item.reopen"],
  ];
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "2" })}>
      <div
        role="group"
        aria-label={t("adminInbox.item.statusActions")}
        className={css({ display: "flex", gap: "2", alignItems: "center", flexWrap: "wrap" })}
      >
        <span className={css({ display: "inline-flex", gap: "2", alignItems: "center", mr: "2" })}>
          <span className={css({ color: "muted", fontSize: "sm" })}>{t("adminInbox.item.status")}:</span>
          <StatusBadge status={item.status} />
        </span>
        {actions.filter(([status]) => status !== item.status).map(([status, key]) => (
          <button
            key={status}
            type="button"
            className={css({
              h: "36px",
              px: "4",
              borderRadius: "full",
              border: "1px solid",
              borderColor: "brand",
              color: "brand",
              fontWeight: "semibold",
              fontSize: "sm",
              bg: "white",
              cursor: "pointer",
              _hover: { bg: "surface" },
              _focusVisible: { outline: "2px solid", outlineColor: "brand", outlineOffset: "2px" },
              _disabled: { opacity: 0.6, cursor: "not-allowed" },
            })}
            disabled={set.isPending}
            data-testid={`inbox-status-${status}`}
            onClick={() => set.mutate({ kind: item.kind, id: item.id, status })}
          >
            {t(key)}
          </button>
        ))}
      </div>
      <p role="status" className={css({ fontSize: "sm", color: "success", _empty: { display: "none" } })}>
        {saved ? t("adminInbox.item.statusSaved", { status: t(`adminInbox.statuses.${saved}`) }) : ""}
      </p>
      {error && <p role="alert" className={css({ color: "danger", fontSize: "sm" })}>{t(error)}</p>}
    </div>
  );
}

function ReplyForm({ item }: { item: AdminInboxItemFieldsFragment }) {
  const { t } = useI18n();
  const origin = item.origin ? t(`adminInbox.origins.${item.origin}`) : t(`adminInbox.kinds.${item.kind}`);
  // One id per composed reply: a retry of the same reply (after an error or a lost answer) is sent once at most.
  const replyId = useRef<string | null>(null);
  // The outcome of the last send is the mutation's own state: to whom it went, or why it was refused.
  const send = useReplyToInboxItem();
  const sentTo = send.isSuccess ? send.data.adminReplyToInboxItem.item.email : null;
  const error = send.isError ? errorKeyOf(send.error) : null;
  const form = useAppForm({
    defaultValues: { subject: replySubject(item.subject, origin), body: "" },
    ...schemaValidation(InboxReplySchema),
    onSubmit: async ({ value, formApi }) => {
      replyId.current ??= globalThis.crypto?.randomUUID?.() ?? null;
      try {
        await send.mutateAsync({ kind: item.kind, id: item.id, ...value, replyId: replyId.current });
      } catch (failure) {
        applyServerErrors(formApi, serverFieldErrors(failure));
        return;
      }
      replyId.current = null;
      // The subject stays for a next reply; the text starts again, its errors hidden until the next send.
      formApi.reset({ subject: value.subject, body: "" });
    },
  });
  const line = (name: "subject" | "body", label: string, multiline: boolean) => (
    <form.Field name={name}>
      {(field) => {
        const errorKey = fieldErrorKey(field.state.meta);
        const errorId = `inbox-reply-${name}-error`;
        const control = {
          name,
          value: field.state.value,
          onChange: (event: { target: { value: string } }) => field.handleChange(event.target.value),
          onBlur: field.handleBlur,
          "aria-invalid": Boolean(errorKey),
          "aria-describedby": errorKey ? errorId : undefined,
        };
        return (
          <label className={labelClass}>
            {label}
            {multiline
              ? <textarea {...control} rows={8} maxLength={10_000} className={replyText} />
              : <input {...control} className={fieldClass} maxLength={200} />}
            {errorKey && <span id={errorId} className={fieldError}>{t(errorKey)}</span>}
          </label>
        );
      }}
    </form.Field>
  );
  return (
    <section className={section} aria-labelledby="inbox-reply">
      <h2 id="inbox-reply" className={sectionTitle}>{t("adminInbox.reply.heading")}</h2>
      <p className={css({ color: "muted", fontSize: "sm" })}>
        {t("adminInbox.reply.hint", { email: item.email, language: t(`adminInbox.languages.${item.language}`) })}
      </p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (send.isPending) return;
          send.reset();
          void form.handleSubmit();
        }}
        className={css({ display: "flex", flexDirection: "column", gap: "3" })}
      >
        {line("subject", t("adminInbox.reply.subject"), false)}
        {line("body", t("adminInbox.reply.body"), true)}
        {error && <p role="alert" className={css({ color: "danger" })}>{t(error)}</p>}
        <p role="status" className={css({ color: "success", fontWeight: "semibold", _empty: { display: "none" } })}>
          {sentTo ? t("adminInbox.reply.sent", { email: sentTo }) : ""}
        </p>
        <div className={css({ display: "flex", gap: "3", flexWrap: "wrap" })}>
          <button type="submit" className={primaryButton} disabled={send.isPending} data-testid="inbox-reply-send">
            {send.isPending ? t("adminInbox.reply.sending") : t("adminInbox.reply.send")}
          </button>
        </div>
      </form>
    </section>
  );
}

const replyText = cx(fieldFrame, css({ p: "3", lineHeight: "1.5" }));
