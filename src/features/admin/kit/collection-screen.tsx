// A simple content screen as a description: its columns, its fields, its schema and its writes; the kit renders the
// list (ListScreen), the row actions (edit, move up and down, delete) and the editor on the one form library. The
// screen's words are keys under one namespace (`${texts}.actions.*`, `.editor.*`, `.messages.*`, `.columns.actions`,
// `.errors.fixErrors`), its test ids share one prefix (`${prefix}-new`, -message, -editor, -save, -list, -row).
import { Fragment, type ReactNode, useState } from "react";
import type * as v from "valibot";
import { css } from "styled-system/css";
import { useI18n } from "../../../lib/i18n.tsx";
import { errorKeyOf } from "../../../lib/use-gql-mutation.ts";
import { primaryButton } from "../../../ui/styles.ts";
import { schemaValidation, useAppForm } from "../../../ui/form/form.ts";
import type { Column } from "./data-table.tsx";
import { CheckRow, NumberField, SelectField, TextAreaField, TextField } from "./fields.tsx";
import { FormBar, FormCard } from "./form-card.tsx";
import { ListScreen } from "./list-screen.tsx";
import type { ScreenMessage } from "./messages.tsx";
import { RowActions, RowButton } from "./row-actions.tsx";
import { refusalOf } from "./server-errors.ts";
import { valuesFrom } from "./collection-values.ts";

/** A write as the screen calls it: a useAdminMutation result (or any with mutate and isPending). */
export type Write<TVariables, TData = unknown> = {
  mutate(
    variables: TVariables,
    options?: { onSuccess?: (data: TData) => void; onError?: (error: unknown) => void },
  ): void;
  isPending: boolean;
};

/** The form as a custom field's render gets it (AppField, Subscribe, state). */
// deno-lint-ignore no-explicit-any
export type AnyAppForm = ReturnType<typeof useAppForm<any, any, any, any, any, any, any, any, any, any, any, any>>;

/** One field of the editor, described; `name` is the form value it edits. */
export type FieldSpec<V> =
  & { wide?: boolean }
  & (
    | {
      kind: "text" | "number";
      name: keyof V & string;
      label: string;
      hint?: ReactNode | ((value: string) => ReactNode);
      maxLength?: number;
      type?: "text" | "email" | "url";
      inputMode?: "numeric" | "email";
    }
    | { kind: "textarea"; name: keyof V & string; label: string; hint?: ReactNode; maxLength?: number; rows?: number }
    | { kind: "select"; name: keyof V & string; label: string; options: readonly { value: string; label: string }[] }
    | { kind: "check"; name: keyof V & string; label: string }
    /** Fields one under another in one cell of the grid. */
    | { kind: "stack"; key: string; fields: FieldSpec<V>[] }
    /** Anything else (a group of checks, a rich text): rendered inside the form. */
    | { kind: "custom"; key: string; render: (form: AnyAppForm) => ReactNode }
  );

/** Renders described fields inside a form of the one form library. */
export function DescribedFields<V>({ form, fields }: { form: AnyAppForm; fields: readonly FieldSpec<V>[] }) {
  return (
    <>
      {fields.map((spec) => {
        if (spec.kind === "custom") return <Fragment key={spec.key}>{spec.render(form)}</Fragment>;
        if (spec.kind === "stack") {
          return (
            <div key={spec.key} className={css({ display: "flex", flexDirection: "column", gap: "3" })}>
              <DescribedFields form={form} fields={spec.fields} />
            </div>
          );
        }
        return <form.AppField key={spec.name} name={spec.name}>{() => fieldOf(spec)}</form.AppField>;
      })}
    </>
  );
}

function fieldOf<V>(spec: Exclude<FieldSpec<V>, { kind: "custom" | "stack" }>) {
  switch (spec.kind) {
    case "text":
      return <TextField {...spec} />;
    case "number":
      return <NumberField {...spec} />;
    case "textarea":
      return <TextAreaField {...spec} />;
    case "select":
      return <SelectField {...spec} />;
    case "check":
      return <CheckRow label={spec.label} />;
  }
}

/** A collection screen described: its rows and columns, its editor's fields and schema, its writes. */
export type CollectionDescription<T extends { id: string }, V extends Record<string, unknown>, TSaved = unknown> = {
  title: string;
  /** The screen's own test id. */
  testId: string;
  /** The prefix of the kit's test ids. */
  prefix: string;
  /** The i18n namespace of the screen's words. */
  texts: string;
  rows: readonly T[];
  columns: readonly Column<T>[];
  fields: readonly FieldSpec<V>[];
  /** The schema the server parses the input with (the form's values are its input). */
  schema: v.GenericSchema;
  /** The values of a new item. */
  newValues: () => V;
  /** The values of a row to edit (unless told: the new item's, each replaced by the row's own, valuesFrom). */
  valuesOf?: (row: T) => V;
  /** The item's name: a row's in its buttons' labels and the delete question, the values' in the editor's title. */
  nameOf: (item: T | V) => string;
  save: Write<{ input: Record<string, unknown> }, TSaved>;
  /** The input sent (the values unless told: numbers from their text). */
  inputOf?: (values: V) => Record<string, unknown>;
  /** After a save: the message to show (the "saved" one unless told). */
  onSaved?: (data: TSaved) => ScreenMessage | null;
  remove: Write<{ id: string }>;
  /** Moves within an ordered list, and whether a row is first or last of its part of it. */
  move?: {
    write: Write<{ id: string; direction: "up" | "down" }>;
    neighbours: (rows: readonly T[], row: T) => { isFirst: boolean; isLast: boolean };
  };
  /** When the editor opens (to clear a notice). */
  onOpen?: () => void;
  top?: ReactNode;
  filters?: ReactNode;
  /** Between the message and the editor (notices, a summary). */
  above?: ReactNode;
  stacked?: boolean;
};

export function CollectionScreen<T extends { id: string }, V extends Record<string, unknown>, TSaved = unknown>(
  props: CollectionDescription<T, V, TSaved>,
) {
  const { t } = useI18n();
  const { texts, prefix, remove, move } = props;
  const [editing, setEditing] = useState<{ id: string | null; values: V; seq: number } | null>(null);
  const [message, setMessage] = useState<ScreenMessage | null>(null);
  const busy = props.save.isPending || remove.isPending || Boolean(move?.write.isPending);
  const open = (id: string | null, values: V) => {
    props.onOpen?.();
    setMessage(null);
    setEditing({ id, values, seq: (editing?.seq ?? 0) + 1 });
  };
  const report = (key: string) => ({
    onSuccess: () => setMessage({ key }),
    onError: (error: unknown) => setMessage({ key: errorKeyOf(error), isError: true }),
  });
  return (
    <ListScreen
      title={props.title}
      testId={props.testId}
      top={props.top}
      actions={
        <button
          type="button"
          className={primaryButton}
          onClick={() => open(null, props.newValues())}
          data-testid={`${prefix}-new`}
        >
          {t(`${texts}.actions.new`)}
        </button>
      }
      filters={props.filters}
      message={message}
      messageTestId={`${prefix}-message`}
      rows={props.rows}
      columns={props.columns}
      tableTestId={`${prefix}-list`}
      rowTestId={`${prefix}-row`}
      stacked={props.stacked}
      rowActions={{
        header: t(`${texts}.columns.actions`),
        cell: (row) => {
          const name = props.nameOf(row);
          const place = move?.neighbours(props.rows, row);
          return (
            <RowActions>
              <RowButton
                label={t(`${texts}.actions.editLabel`, { name })}
                onClick={() => open(row.id, props.valuesOf?.(row) ?? valuesFrom(props.newValues(), row))}
              >
                {t(`${texts}.actions.edit`)}
              </RowButton>
              {move && place && (
                <>
                  <RowButton
                    label={t(`${texts}.actions.moveUpLabel`, { name })}
                    disabled={busy || place.isFirst}
                    onClick={() =>
                      move.write.mutate({ id: row.id, direction: "up" }, report(`${texts}.messages.moved`))}
                  >
                    ↑ {t(`${texts}.actions.moveUp`)}
                  </RowButton>
                  <RowButton
                    label={t(`${texts}.actions.moveDownLabel`, { name })}
                    disabled={busy || place.isLast}
                    onClick={() =>
                      move.write.mutate({ id: row.id, direction: "down" }, report(`${texts}.messages.moved`))}
                  >
                    ↓ {t(`${texts}.actions.moveDown`)}
                  </RowButton>
                </>
              )}
              <RowButton
                label={t(`${texts}.actions.deleteLabel`, { name })}
                disabled={busy}
                confirm={t(`${texts}.actions.confirmDelete`, { name })}
                onClick={() => remove.mutate({ id: row.id }, report(`${texts}.messages.deleted`))}
              >
                {t(`${texts}.actions.delete`)}
              </RowButton>
            </RowActions>
          );
        },
      }}
    >
      {props.above}
      {editing && (
        <CollectionEditor
          key={editing.seq}
          {...props}
          id={editing.id}
          initial={editing.values}
          busy={busy}
          onClose={() => setEditing(null)}
          onSaved={(data) => {
            setEditing(null);
            setMessage(props.onSaved ? props.onSaved(data) : { key: `${texts}.messages.saved` });
          }}
        />
      )}
    </ListScreen>
  );
}

function CollectionEditor<V extends Record<string, unknown>, TSaved>(
  { id, initial, busy, onClose, onSaved, texts, prefix, fields, schema, nameOf, save, inputOf }: {
    id: string | null;
    initial: V;
    busy: boolean;
    onClose: () => void;
    onSaved: (data: TSaved) => void;
    texts: string;
    prefix: string;
    fields: readonly FieldSpec<V>[];
    schema: v.GenericSchema;
    nameOf: (item: V) => string;
    save: Write<{ input: Record<string, unknown> }, TSaved>;
    inputOf?: (values: V) => Record<string, unknown>;
  },
) {
  const { t } = useI18n();
  const [failure, setFailure] = useState<string | null>(null);
  const form: AnyAppForm = useAppForm({
    defaultValues: initial,
    // The values are the schema's input, which the schema's own type may say with optional fields.
    ...schemaValidation(schema as unknown as v.GenericSchema<V>),
    onSubmitInvalid: () => setFailure(`${texts}.errors.fixErrors`),
    onSubmit: ({ value }) => {
      if (busy) return;
      setFailure(null);
      save.mutate({ input: { ...(inputOf ? inputOf(value) : value), id } }, {
        onSuccess: onSaved,
        onError: (error) => setFailure(refusalOf(form, error)),
      });
    },
  });
  return (
    <form.Subscribe selector={(state: { values: V }) => nameOf(state.values)}>
      {(name: string) => (
        <FormCard
          title={id ? t(`${texts}.editor.editTitle`, { name }) : t(`${texts}.editor.newTitle`)}
          onSubmit={() => void form.handleSubmit()}
          testId={`${prefix}-editor`}
          footer={
            <FormBar
              submitLabel={t(`${texts}.actions.save`)}
              cancelLabel={t(`${texts}.actions.cancel`)}
              onCancel={onClose}
              busy={busy}
              error={failure}
              submitTestId={`${prefix}-save`}
            />
          }
        >
          <DescribedFields form={form} fields={fields} />
        </FormCard>
      )}
    </form.Subscribe>
  );
}
