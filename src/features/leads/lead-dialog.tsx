// The three lead forms of spec 01 as one dialog, each a row of LEAD_FORMS:
// - contact: an expert's or a partner's page — name, message and email required, email valid, telegram optional; the
//   subject is the page's (type / name / service);
// - request: send-request — email, name and subject required, message optional; two columns from 500 px;
// - gift: the lead-magnet pop-up — email required, name optional and hidden when signed in (the account's is sent).
// Alike: prefilled from the account, messages only after the first submit, the submit button spins and is disabled
// while sending and the dialog cannot be closed meanwhile; then the form's 'sent' view with Close. A failure shows the
// top-centre 'Something went wrong' toast and keeps what was typed.
import type * as v from "valibot";
import { css } from "styled-system/css";
import { ContactInfoSchema, LEAD_MAGNET_GROUP, LeadMagnetSchema, SendRequestSchema } from "../../domain/leads.ts";
import { pictureUrl } from "../../domain/pictures.ts";
import { useI18n } from "../../lib/i18n.tsx";
import type { Translate } from "../../../i18n/translator.ts";
import { Dialog } from "../../ui/dialog.tsx";
import { showToast } from "../../ui/show-toast.ts";
import { primaryButton } from "../../ui/styles.ts";
import { LeadField, SubmitButton, useLeadForm } from "./lead-form.tsx";
import { useAddContactToGroups, useSendContactInfo, useSendMessage } from "./mutations.ts";

export type LeadFormKind = "contact" | "request" | "gift";

type Values = { email: string; name: string; subject: string; telegram: string; message: string };

type Field = {
  name: keyof Values;
  /** An i18n key; `text` instead for a name that is the same in every language. */
  label?: string;
  text?: string;
  type?: "email";
  multiline?: boolean;
  optional?: boolean;
  autoComplete?: string;
  /** Not shown to a signed-in user (the account's value is sent). */
  visitorsOnly?: boolean;
};

type Send = { isPending: boolean; isSuccess: boolean; send(values: Values): void };

type LeadForm = {
  schema: v.GenericSchema;
  /** What the schema checks beside the fields. */
  extra?: Record<string, unknown>;
  /** Fields by row: a row of two is two columns from 500 px. */
  rows: Field[][];
  testIds: { form: string; submit: string; done: string; close: string; box?: string };
  /** The dialog's title; contact's is the page's (the `title` prop). */
  title?: string;
  doneTitle: string;
  /** The 'sent' view's lines: the first plain, the second muted. */
  done(t: Translate, values: Values): [string, string?];
  /** The i18n key of the line above the fields; without it, the line is the message's subject (contact). */
  intro?: string;
  submit: string;
  picture?: string;
  useSend(onError: (key: string) => void, subject: string): Send;
};

const name: Field = { name: "name", label: "leads.name", autoComplete: "name" };
const email: Field = { name: "email", label: "leads.email", type: "email", autoComplete: "email" };
const message: Field = { name: "message", label: "leads.message", multiline: true };

const LEAD_FORMS: Record<LeadFormKind, LeadForm> = {
  contact: {
    schema: ContactInfoSchema,
    rows: [[name], [email], [{ name: "telegram", text: "Telegram", optional: true }], [message]],
    testIds: { form: "contact-form", submit: "contact-submit", done: "contact-sent", close: "contact-close" },
    doneTitle: "leads.request.sentTitle",
    done: (t) => [t("leads.request.sentLine1"), t("leads.contact.sentLine2")],
    submit: "leads.request.submit",
    useSend(onError, subject) {
      const mutation = useSendContactInfo({ onError });
      return {
        ...mutation,
        send: ({ email, name, telegram, message }) =>
          mutation.mutate({ input: { email, name, message, subject, telegram: telegram || null } }),
      };
    },
  },
  request: {
    schema: SendRequestSchema,
    rows: [[email, name], [{ name: "subject", label: "leads.subject" }], [{ ...message, optional: true }]],
    testIds: { form: "send-request-form", submit: "send-request-submit", done: "request-sent", close: "request-close" },
    title: "leads.request.title",
    doneTitle: "leads.request.sentTitle",
    done: (t) => [t("leads.request.sentLine1"), t("leads.request.sentLine2")],
    intro: "leads.request.lead",
    submit: "leads.request.submit",
    useSend(onError) {
      const mutation = useSendMessage({ onError });
      return {
        ...mutation,
        send: ({ email, name, subject, message }) =>
          mutation.mutate({ email, name, subject, message: message || null }),
      };
    },
  },
  gift: {
    schema: LeadMagnetSchema,
    extra: { groups: [LEAD_MAGNET_GROUP] },
    rows: [[email], [{ ...name, optional: true, visitorsOnly: true }]],
    testIds: {
      form: "lead-magnet-form",
      submit: "lead-magnet-submit",
      done: "lead-magnet-done",
      close: "lead-magnet-close",
      box: "lead-magnet",
    },
    title: "leads.gift.title",
    doneTitle: "leads.gift.doneTitle",
    done: (t, values) => [t("leads.gift.doneText", { email: values.email })],
    intro: "leads.gift.lead",
    submit: "leads.gift.submit",
    picture: "international-career-guide",
    useSend(onError) {
      const mutation = useAddContactToGroups({ onError });
      return {
        ...mutation,
        send: ({ email, name }) => mutation.mutate({ groups: [LEAD_MAGNET_GROUP], email, name: name || null }),
      };
    },
  },
};

const grid = css({ display: "grid", gap: "4" });
const twoColumns = css({
  display: "grid",
  gap: "4",
  gridTemplateColumns: "1fr",
  "@media (min-width: 500px)": { gridTemplateColumns: "1fr 1fr" },
});

export default function LeadDialog(
  { kind, subject = "", title, onClose }: {
    kind: LeadFormKind;
    /** The message's subject: fixed (contact) or the field's first value (request). */
    subject?: string;
    /** The dialog's title where the page gives one (contact: "Contact Olga Belova"). */
    title?: string;
    onClose: () => void;
  },
) {
  const { t, viewerTier } = useI18n();
  const spec = LEAD_FORMS[kind];
  const initial: Values = { email: "", name: "", subject, telegram: "", message: "" };
  const send = spec.useSend((key) => showToast("top", { type: "error", title: t(key) }), subject);
  const busy = send.isPending;
  const form = useLeadForm(initial, spec.schema, spec.extra ?? {}, (values) => {
    if (!busy) send.send(values);
  });
  const signedIn = viewerTier !== "anonymous";
  const field = (f: Field) =>
    f.visitorsOnly && signedIn ? null : (
      <form.AppField key={f.name} name={f.name}>
        {() => (
          <LeadField
            type={f.type}
            multiline={f.multiline}
            optional={f.optional}
            autoComplete={f.autoComplete}
            label={f.text ?? t(f.label ?? "")}
            disabled={busy}
          />
        )}
      </form.AppField>
    );
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={send.isSuccess ? t(spec.doneTitle) : title ?? t(spec.title ?? "")}
      closeLabel={t("leads.close")}
      closeDisabled={busy}
    >
      <div data-testid={spec.testIds.box} className={grid}>
        {spec.picture && (
          <img
            src={pictureUrl("cover", spec.picture)}
            alt=""
            width={1200}
            height={630}
            className={css({ w: "full", h: "auto", borderRadius: "xl", aspectRatio: "1200 / 630" })}
          />
        )}
        {send.isSuccess
          ? (
            <div data-testid={spec.testIds.done} role="status" className={css({ display: "grid", gap: "3" })}>
              <form.Subscribe selector={(state) => spec.done(t, state.values)}>
                {([line, mutedLine]) => (
                  <>
                    <p>{line}</p>
                    {mutedLine && <p className={css({ color: "muted" })}>{mutedLine}</p>}
                  </>
                )}
              </form.Subscribe>
              <button type="button" className={primaryButton} onClick={onClose} data-testid={spec.testIds.close}>
                {t("leads.close")}
              </button>
            </div>
          )
          : (
            <form
              noValidate
              data-testid={spec.testIds.form}
              className={grid}
              onSubmit={(event) => {
                event.preventDefault();
                void form.handleSubmit();
              }}
            >
              {spec.intro
                ? <p className={css({ color: "muted" })}>{t(spec.intro)}</p>
                : <p className={css({ color: "muted", fontSize: "sm" })} data-testid="contact-subject">{subject}</p>}
              {spec.rows.map((row) =>
                row.length > 1 ? <div key={row[0].name} className={twoColumns}>{row.map(field)}</div> : field(row[0])
              )}
              <SubmitButton busy={busy} testId={spec.testIds.submit}>{t(spec.submit)}</SubmitButton>
            </form>
          )}
      </div>
    </Dialog>
  );
}
