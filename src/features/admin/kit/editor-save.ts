// Every back-office editor's writes in one hook: the form (checked with the write's schema), and on submit the writes,
// the server's field errors onto their fields, the message, and the saved item. A new item's page is opened with
// `?done=<what was done>`, which that page announces when it opens; a changed item stays, its form reset to what the
// server returned. Other writes (archive, delete, duplicate) run through `run`, which reports a refusal the same way.
import { useState } from "react";
import type * as v from "valibot";
import { type QueryKey, useSuspenseQuery, type UseSuspenseQueryOptions } from "@tanstack/react-query";
import { useParams, useSearch } from "@tanstack/react-router";
import type { Locale } from "../../../domain/locale.ts";
import type { Gql } from "../../../lib/gql.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { usePageLocation } from "../../../lib/page-location.tsx";
import { linkHref, type LocaleRoute } from "../../../ui/locale-link.tsx";
import { useEditorForm } from "./form-schema.ts";
import type { ScreenMessage } from "./messages.tsx";
import { type FieldOf, refusalOf } from "./server-errors.ts";

/** An editor's form, described once beside its values (the *-form.ts of a screen group). */
export type EditorFormSpec<V, Item, Input> = {
  /** A new item's values (a content item starts in the page's language). */
  empty: (locale: Locale) => V;
  /** An item's values: what its fields hold. */
  valuesOf: (item: Item) => V;
  /** The values as the write takes them, without the item's id. */
  inputOf: (values: V) => Input;
  /** The form's schema: the write's input schema over the values. */
  schema: v.GenericSchema<V, unknown>;
  /** The field holding an input field the server refused, where the names differ. */
  fieldOf?: FieldOf;
};

/**
 * The item an editor's page names by its `$id`, loaded by the group's query; null when there is none (the route has
 * answered 404). The page keys its editor by the item's id.
 */
export function useRouteItem<T, K extends QueryKey>(
  query: (gql: Gql, id: string) => UseSuspenseQueryOptions<T, Error, T, K>,
) {
  const { id } = useParams({ strict: false }) as { id: string };
  return useSuspenseQuery(query(useGql(), id)).data;
}

/** What a submit was: a save that also publishes, and whether it made a new item. */
export type SaveKind = { andPublish: boolean; isNew: boolean };

const createdOrSaved = ({ isNew }: SaveKind) => isNew ? "created" : "saved";

/** What a content editor's submit did: published when asked to, else saved. */
export const savedOrPublished = ({ andPublish }: SaveKind) => andPublish ? "published" : "saved";

/** An editor's own page, by the item's id. */
export type ItemRoute = Extract<LocaleRoute, `${string}/$id`>;

export function useEditorSave<V, Item extends { id: string }, Input>(options: {
  /** The item as the page loaded it; null on a "new" page. */
  item: Item | null;
  form: EditorFormSpec<V, Item, Input>;
  /** The i18n namespace of the editor's messages: after a write it says `${messages}.${done}`. */
  messages: string;
  /** The message when a submit finds errors. */
  fixErrors: string;
  /** The `?done=` values the page announces when it opens. */
  announced: readonly string[];
  /** A submit's writes, returning the item as the server has it afterwards (`input.id` is null for a new item). */
  save: (input: Input & { id: string | null }, andPublish: boolean) => Promise<Item>;
  /** What a submit did (the message's last part): "created" for a new item, else "saved", unless told. */
  doneOf?: (kind: SaveKind) => string;
  /** The item's page, where a new one goes once saved; without it, a new item stays in the editor. */
  itemRoute?: ItemRoute;
}) {
  const { locale } = useI18n();
  const { navigate } = usePageLocation();
  const spec = options.form;
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
      setOutcome({ key: refusalOf(form, error, "input", spec.fieldOf), isError: true });
    }
  };
  /** The item as a write returned it: the form shows it, and the message says what was done. */
  const show = (item: Item, doneKey: string) => {
    setCurrent(item);
    form.reset(spec.valuesOf(item));
    say(doneKey);
  };
  const go = (href: string) => {
    if (!navigate?.(href, { replace: true })) globalThis.location.assign(href);
  };
  /** An item's page, announcing what was done. */
  const open = (id: string, doneKey: string) =>
    go(`${linkHref({ to: options.itemRoute ?? "", params: { id } }, locale)}?done=${doneKey}`);

  const form = useEditorForm(spec.schema, options.item ? spec.valuesOf(options.item) : spec.empty(locale), {
    onInvalid: () => setOutcome({ key: options.fixErrors, isError: true }),
    onValid: (values, andPublish) =>
      run(async () => {
        const isNew = current === null;
        const saved = await options.save({ ...spec.inputOf(values), id: current?.id ?? null }, andPublish);
        const doneKey = (options.doneOf ?? createdOrSaved)({ andPublish, isNew });
        if (isNew && options.itemRoute) open(saved.id, doneKey);
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
