// Every back-office editor's writes in one hook: the form (checked with the write's schema), and on submit the writes,
// the server's field errors onto their fields, the message, and the saved item. A new item's page is opened with
// `?done=<what was done>`, which that page announces when it opens; a changed item stays, its form reset to what the
// server returned. Other writes (archive, delete, duplicate) run through `run`, which reports a refusal the same way.
import { useState } from "react";
import type * as v from "valibot";
import { useSearch } from "@tanstack/react-router";
import { usePageLocation } from "../../../lib/page-location.tsx";
import { useEditorForm } from "./form-schema.ts";
import type { ScreenMessage } from "./messages.tsx";
import { type FieldOf, refusalOf } from "./server-errors.ts";

/** What a submit was: a save that also publishes, and whether it made a new item. */
export type SaveKind = { andPublish: boolean; isNew: boolean };

const createdOrSaved = ({ isNew }: SaveKind) => isNew ? "created" : "saved";

export function useEditorSave<V, Item extends { id: string }>(options: {
  /** The item as the page loaded it; null on a "new" page. */
  item: Item | null;
  /** The values of a new item, and of an item. */
  empty: V;
  valuesOf: (item: Item) => V;
  /** The form's schema (the write's input schema over the values). */
  schema: v.GenericSchema<V, unknown>;
  /** The i18n namespace of the editor's messages: after a write it says `${messages}.${done}`. */
  messages: string;
  /** The message when a submit finds errors. */
  fixErrors: string;
  /** The `?done=` values the page announces when it opens. */
  announced: readonly string[];
  /** A submit's writes, returning the item as the server has it afterwards; `id` is null for a new item. */
  save: (values: V, write: { id: string | null; andPublish: boolean }) => Promise<Item>;
  /** What a submit did (the message's last part): "created" for a new item, else "saved", unless told. */
  doneOf?: (kind: SaveKind) => string;
  /** An item's page, where a new one goes once saved; without it, a new item stays in the editor. */
  hrefOf?: (id: string) => string;
  fieldOf?: FieldOf;
}) {
  const { navigate } = usePageLocation();
  const done = (useSearch({ strict: false }) as { done?: unknown }).done;
  const [current, setCurrent] = useState(options.item);
  const [outcome, setOutcome] = useState<ScreenMessage | null>(
    options.announced.find((key) => key === done) ? { key: `${options.messages}.${done}` } : null,
  );
  const say = (doneKey: string) => setOutcome({ key: `${options.messages}.${doneKey}` });

  /** Runs writes; a refusal shows its message (and puts its fields' errors on them) and stops. */
  const run = async (steps: () => Promise<void>) => {
    setOutcome(null);
    try {
      await steps();
    } catch (error) {
      setOutcome({ key: refusalOf(form, error, "input", options.fieldOf), isError: true });
    }
  };
  /** The item as a write returned it: the form shows it, and the message says what was done. */
  const show = (item: Item, doneKey: string) => {
    setCurrent(item);
    form.reset(options.valuesOf(item));
    say(doneKey);
  };
  const go = (href: string) => {
    if (!navigate?.(href, { replace: true })) globalThis.location.assign(href);
  };
  /** An item's page, announcing what was done. */
  const open = (id: string, doneKey: string) => go(`${options.hrefOf?.(id)}?done=${doneKey}`);

  const form = useEditorForm(options.schema, options.item ? options.valuesOf(options.item) : options.empty, {
    onInvalid: () => setOutcome({ key: options.fixErrors, isError: true }),
    onValid: (values, andPublish) =>
      run(async () => {
        const isNew = current === null;
        const saved = await options.save(values, { id: current?.id ?? null, andPublish });
        const doneKey = (options.doneOf ?? createdOrSaved)({ andPublish, isNew });
        if (isNew && options.hrefOf) open(saved.id, doneKey);
        else show(saved, doneKey);
      }),
  });

  return {
    form,
    /** The item as the last write returned it (null until a new one is saved). */
    current,
    outcome,
    setOutcome,
    run,
    /** Runs a write that returns the item (archive, unpublish) and shows it. */
    act: (write: () => Promise<Item>, doneKey: string) => run(async () => show(await write(), doneKey)),
    go,
    open,
  };
}
