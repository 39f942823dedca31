// The tracker's dialogs: a new application (title, company, link, notes, country — validated with the shared schema
// after the first submit), the delete confirmation, and an item's details (status history, next action, notes, link).
import { DateField } from "../../ui/date-field.tsx";
import { type FormEvent, type ReactNode, useState } from "react";
import { css } from "styled-system/css";
import { formatDate, formatDateTime } from "../../../i18n/format.ts";
import { moscowDay } from "../../domain/dates.ts";
import { CreateTrackerItemSchema, UpdateTrackerItemSchema } from "../../domain/tracker.ts";
import { validateFields } from "../../domain/validation.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { fieldError, fieldInput, fieldLabel } from "../../ui/schema-form.tsx";
import type { SelectItem } from "../../ui/select.tsx";
import { showToast } from "../../ui/show-toast.ts";
import { ghostButton, primaryButton } from "../../ui/styles.ts";
import type { TrackerItem } from "./queries.ts";
import { useCreateTrackerItem, useDeleteTrackerItem, useUpdateTrackerItem } from "./mutations.ts";
import { StatusChip } from "./tracker-status.tsx";

const formColumn = css({ display: "flex", flexDirection: "column", gap: "4" });
const actions = css({ display: "flex", gap: "3", justifyContent: "flex-end", flexWrap: "wrap", mt: "2" });
const textarea = css({
  minH: "110px",
  p: "3",
  borderRadius: "lg",
  border: "1px solid token(colors.line)",
  w: "full",
  _focus: { outline: "2px solid token(colors.brandLight)", borderColor: "transparent" },
});

/** A labelled field of the dialogs: a text, link or date input, or the notes' textarea, with its message. */
function TextField(
  { name, kind = "text", value, error, onChange, note }: {
    name: "title" | "company" | "link" | "notes" | "nextActionAt";
    kind?: "text" | "url" | "date" | "textarea";
    value: string;
    error?: string;
    onChange: (value: string) => void;
    note?: ReactNode;
  },
) {
  const { t } = useI18n();
  const common = {
    name,
    value,
    "aria-invalid": Boolean(error) || undefined,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
  };
  return (
    <label className={fieldLabel}>
      {t(`tracker.columns.${name}`)}
      {kind === "textarea" ? <textarea {...common} className={textarea} /> : kind === "date"
        // A day in the UI's language, not the browser's (decision 202).
        ? <DateField value={value} onChange={onChange} className={fieldInput} />
        : <input {...common} type={kind} className={fieldInput} />}
      {note}
      {error && <span className={fieldError}>{t(error)}</span>}
    </label>
  );
}

export function CreateTrackerItemDialog(
  { open, onOpenChange, countries }: { open: boolean; onOpenChange: (open: boolean) => void; countries: SelectItem[] },
) {
  const { t } = useI18n();
  const empty = { title: "", company: "", link: "", notes: "", countryId: "" };
  const [values, setValues] = useState(empty);
  const [submitted, setSubmitted] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const input = { ...values, countryId: values.countryId || null };
  const errors = submitted ? validateFields(CreateTrackerItemSchema, input) : {};
  const mutation = useCreateTrackerItem(() => {
    showToast("bottom", { type: "success", title: t("tracker.create.created") });
    setValues(empty);
    setSubmitted(false);
    onOpenChange(false);
  }, setRefusal);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setRefusal(null);
    if (Object.keys(validateFields(CreateTrackerItemSchema, input)).length > 0) return;
    mutation.mutate({ input });
  };
  const field = (name: "title" | "company" | "link" | "notes", kind?: "url" | "textarea") => (
    <TextField
      name={name}
      kind={kind}
      value={values[name]}
      error={errors[name]}
      onChange={(value) => setValues({ ...values, [name]: value })}
    />
  );
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("tracker.create.title")}
      closeLabel={t("tracker.details.close")}
      closeDisabled={mutation.isPending}
    >
      <form onSubmit={submit} className={formColumn} noValidate data-testid="tracker-create-form">
        {refusal && <p role="alert" className={fieldError}>{refusal}</p>}
        {field("title")}
        {field("company")}
        {field("link", "url")}
        {/* A native select: the kit's select opens in a portal outside the modal dialog, where it cannot be reached. */}
        <label className={fieldLabel}>
          {t("tracker.columns.country")}
          <select
            name="countryId"
            className={fieldInput}
            value={values.countryId}
            onChange={(e) => setValues({ ...values, countryId: e.target.value })}
          >
            <option value="">{t("tracker.notSpecified")}</option>
            {countries.map((c) => <option key={c.value} value={c.value}>{c.label}</option>)}
          </select>
        </label>
        {field("notes", "textarea")}
        <div className={actions}>
          <button type="button" className={ghostButton} onClick={() => onOpenChange(false)}>
            {t("tracker.create.cancel")}
          </button>
          <button type="submit" className={primaryButton} disabled={mutation.isPending}>
            {t("tracker.create.submit")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

export function DeleteTrackerItemDialog({ item, onClose }: { item: TrackerItem | null; onClose: () => void }) {
  const { t } = useI18n();
  const mutation = useDeleteTrackerItem(onClose);
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t("tracker.delete.title")}
      closeLabel={t("tracker.details.close")}
      closeDisabled={mutation.isPending}
    >
      {item && (
        <div className={formColumn}>
          <p>{t("tracker.delete.text", { title: item.title, company: item.company })}</p>
          <div className={actions}>
            <button type="button" className={ghostButton} onClick={onClose}>{t("tracker.delete.cancel")}</button>
            <button
              type="button"
              className={primaryButton}
              disabled={mutation.isPending}
              onClick={() => mutation.mutate({ id: item.id })}
              data-testid="tracker-delete-confirm"
            >
              {t("tracker.delete.confirm")}
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

export function TrackerDetailsDialog({ item, onClose }: { item: TrackerItem | null; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={item ? t("tracker.details.title", { title: item.title, company: item.company }) : ""}
      closeLabel={t("tracker.details.close")}
    >
      {item && <TrackerDetails key={item.id} item={item} onSaved={onClose} />}
    </Dialog>
  );
}

function TrackerDetails({ item, onSaved }: { item: TrackerItem; onSaved: () => void }) {
  const { t, locale } = useI18n();
  const [values, setValues] = useState({
    notes: item.notes,
    link: item.link,
    nextActionAt: item.nextActionAt ? moscowDay(item.nextActionAt) : "",
  });
  const [submitted, setSubmitted] = useState(false);
  const input = { id: item.id, ...values, nextActionAt: values.nextActionAt || null };
  const errors = submitted ? validateFields(UpdateTrackerItemSchema, input) : {};
  const update = useUpdateTrackerItem(() => {
    showToast("bottom", { type: "success", title: t("tracker.details.saved") });
    onSaved();
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validateFields(UpdateTrackerItemSchema, input)).length > 0) return;
    update.save(item, { notes: values.notes, link: values.link, nextActionAt: values.nextActionAt || null });
  };
  return (
    <div className={formColumn} data-testid="tracker-details">
      {item.job && <p className={css({ color: "muted" })}>{t("tracker.details.job", { title: item.job.title })}</p>}
      {item.salary && <p>{t("tracker.columns.salary")}: {item.salary}</p>}
      <section aria-labelledby={`history-${item.id}`}>
        <h3 id={`history-${item.id}`} className={css({ fontWeight: "bold", mb: "2" })}>
          {t("tracker.details.history")}
        </h3>
        {item.statusHistory.length === 0
          ? <p>{t("tracker.details.noHistory")}</p>
          : (
            <ol className={css({ display: "flex", flexDirection: "column", gap: "2" })} data-testid="tracker-history">
              {item.statusHistory.map((change, i) => (
                <li key={i} className={css({ display: "flex", gap: "3", alignItems: "center", flexWrap: "wrap" })}>
                  <StatusChip status={change.status} />
                  <time dateTime={change.changedAt} className={css({ color: "muted", fontSize: "sm" })}>
                    {formatDateTime(change.changedAt, locale)}
                  </time>
                </li>
              ))}
            </ol>
          )}
      </section>
      <form onSubmit={submit} className={formColumn} noValidate>
        <TextField
          name="nextActionAt"
          kind="date"
          value={values.nextActionAt}
          error={errors.nextActionAt}
          onChange={(nextActionAt) => setValues({ ...values, nextActionAt })}
          note={item.nextActionAt && (
            <span className={css({ color: "muted", fontSize: "sm" })}>{formatDate(item.nextActionAt, locale)}</span>
          )}
        />
        <TextField
          name="link"
          kind="url"
          value={values.link}
          error={errors.link}
          onChange={(link) => setValues({ ...values, link })}
        />
        <TextField
          name="notes"
          kind="textarea"
          value={values.notes}
          error={errors.notes}
          onChange={(notes) => setValues({ ...values, notes })}
        />
        <div className={actions}>
          <button type="submit" className={primaryButton} disabled={update.isPending}>
            {t("tracker.details.save")}
          </button>
        </div>
      </form>
    </div>
  );
}
