// The tracker's dialogs: a new application (title, company, link, notes, country — validated with the shared schema
// after the first submit), the delete confirmation, and an item's details (status history, next action, notes, link).
import { DateField } from "../../ui/date-field.tsx";
import { type ReactNode, useState } from "react";
import { css } from "styled-system/css";
import { formatDate, formatDateTime } from "../../../i18n/format.ts";
import { moscowDay } from "../../domain/dates.ts";
import { CreateTrackerItemSchema, UpdateTrackerItemSchema } from "../../domain/tracker.ts";
import { validateFields } from "../../domain/validation.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { checksValidation, useAppForm } from "../../ui/form/form.ts";
import { FieldMessage, useFieldError } from "../../ui/form/fields.tsx";
import { fieldError, fieldInput, fieldLabel } from "../../ui/form/styles.ts";
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

/** A labelled field of the dialogs (inside `<form.AppField>`): a text, link or date input, or the notes' textarea. */
function TrackerField(
  { kind = "text", note }: { kind?: "text" | "url" | "date" | "textarea"; note?: ReactNode },
) {
  const { t } = useI18n();
  const { field, error, id, errorId, describedBy } = useFieldError("tracker");
  const value = String(field.state.value ?? "");
  const onChange = (next: string) => field.handleChange(next);
  const common = {
    id,
    name: field.name,
    value,
    "aria-invalid": Boolean(error) || undefined,
    "aria-describedby": describedBy,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
  };
  return (
    <label className={fieldLabel}>
      {t(`tracker.columns.${field.name}`)}
      {kind === "textarea" ? <textarea {...common} className={textarea} /> : kind === "date"
        // A day in the UI's language, not the browser's (decision 202).
        ? <DateField value={value} onChange={onChange} className={fieldInput} />
        : <input {...common} type={kind} className={fieldInput} />}
      {note}
      <FieldMessage id={errorId} error={error} />
    </label>
  );
}

type CreateValues = { title: string; company: string; link: string; notes: string; countryId: string };
const EMPTY: CreateValues = { title: "", company: "", link: "", notes: "", countryId: "" };
const createInput = (values: CreateValues) => ({ ...values, countryId: values.countryId || null });

export function CreateTrackerItemDialog(
  { open, onOpenChange, countries }: { open: boolean; onOpenChange: (open: boolean) => void; countries: SelectItem[] },
) {
  const { t } = useI18n();
  const [refusal, setRefusal] = useState<string | null>(null);
  const mutation = useCreateTrackerItem(() => {
    showToast("bottom", { type: "success", title: t("tracker.create.created") });
    form.reset(EMPTY);
    onOpenChange(false);
  }, setRefusal);
  const form = useAppForm({
    defaultValues: EMPTY,
    ...checksValidation((values: CreateValues) => validateFields(CreateTrackerItemSchema, createInput(values))),
    onSubmit: ({ value }) => mutation.mutate({ input: createInput(value) }),
  });
  const field = (name: "title" | "company" | "link" | "notes", kind?: "url" | "textarea") => (
    <form.AppField name={name}>{() => <TrackerField kind={kind} />}</form.AppField>
  );
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("tracker.create.title")}
      closeLabel={t("tracker.details.close")}
      closeDisabled={mutation.isPending}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setRefusal(null);
          void form.handleSubmit();
        }}
        className={formColumn}
        noValidate
        data-testid="tracker-create-form"
      >
        {refusal && <p role="alert" className={fieldError}>{refusal}</p>}
        {field("title")}
        {field("company")}
        {field("link", "url")}
        {/* A native select: the kit's select opens in a portal outside the modal dialog, where it cannot be reached. */}
        <form.Field name="countryId">
          {(country) => (
            <label className={fieldLabel}>
              {t("tracker.columns.country")}
              <select
                name="countryId"
                className={fieldInput}
                value={country.state.value}
                onChange={(e) => country.handleChange(e.target.value)}
              >
                <option value="">{t("tracker.notSpecified")}</option>
                {countries.map((c) => <option key={c.value} value={c.value}>{c.label}</option>)}
              </select>
            </label>
          )}
        </form.Field>
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
  const update = useUpdateTrackerItem(() => {
    showToast("bottom", { type: "success", title: t("tracker.details.saved") });
    onSaved();
  });
  const form = useAppForm({
    defaultValues: {
      notes: item.notes,
      link: item.link,
      nextActionAt: item.nextActionAt ? moscowDay(item.nextActionAt) : "",
    },
    ...checksValidation((values: { notes: string; link: string; nextActionAt: string }) =>
      validateFields(UpdateTrackerItemSchema, { id: item.id, ...values, nextActionAt: values.nextActionAt || null })
    ),
    onSubmit: ({ value }) =>
      update.save(item, { notes: value.notes, link: value.link, nextActionAt: value.nextActionAt || null }),
  });
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
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
        className={formColumn}
        noValidate
      >
        <form.AppField name="nextActionAt">
          {() => (
            <TrackerField
              kind="date"
              note={item.nextActionAt && (
                <span className={css({ color: "muted", fontSize: "sm" })}>{formatDate(item.nextActionAt, locale)}</span>
              )}
            />
          )}
        </form.AppField>
        <form.AppField name="link">{() => <TrackerField kind="url" />}</form.AppField>
        <form.AppField name="notes">{() => <TrackerField kind="textarea" />}</form.AppField>
        <div className={actions}>
          <button type="submit" className={primaryButton} disabled={update.isPending}>
            {t("tracker.details.save")}
          </button>
        </div>
      </form>
    </div>
  );
}
