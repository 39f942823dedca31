// Input typed before hydration. The server's HTML is usable at once: a person may type a title, tick a box or pick an
// option before React has hydrated the page. React 19 leaves what was typed in the DOM, but the component's state still
// holds the server's value, so the next render of that controlled field puts the server's value back (a new article's
// title "came back" empty and the save said "Enter a title"). So the browser entry notes, from its first moment, every
// field changed while React does not yet own it; once React has hydrated that field (a lazily loaded part of the page
// hydrates later than the rest), its change is replayed, and its own onChange stores what the person typed, as if they
// had typed it a moment later. Every form of the product gets this from the entry and the root, whichever kit it is
// built with (decision 178).

import { flushSync } from "react-dom";

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const NOT_TYPED = new Set(["file", "hidden", "submit", "reset", "button", "image"]);

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement
    ? !NOT_TYPED.has(target.type)
    : target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;

const isCheckable = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio");

/** React keeps its props on every element it owns (a key "__reactProps$…"): the field has hydrated. */
const isHydrated = (field: Field) => Object.keys(field).some((key) => key.startsWith("__reactProps$"));

/** Whether the field differs from what the server rendered (what React, hydrating, records as its default). */
function isChanged(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  }
  if (isCheckable(field)) return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/** The DOM's own setter of a property, which React's value tracking (on the element itself) does not see. */
const setterOf = (element: Element, property: "value" | "checked") =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), property)?.set;

/** What the person left in a field: its text, whether it is ticked, or the options picked. */
type Entered = string | boolean | boolean[];

function enteredIn(field: Field): Entered {
  if (field instanceof HTMLSelectElement) return [...field.options].map((option) => option.selected);
  return isCheckable(field) ? field.checked : field.value;
}

/** Puts `entered` back into the field so that React sees a change: its onChange runs with it. */
function replay(field: Field, entered: Entered) {
  if (field instanceof HTMLSelectElement) {
    [...field.options].forEach((option, i) => option.selected = (entered as boolean[])[i] ?? false);
    field.dispatchEvent(new Event("change", { bubbles: true }));
    return;
  }
  // React notices a change against the value it tracks: set the tracked value back to the server's through the
  // element's own property, then the person's through the prototype's, and send the event React listens to.
  if (isCheckable(field)) {
    field.checked = field.defaultChecked;
    setterOf(field, "checked")?.call(field, entered);
    // A plain Event, not a MouseEvent: the browser does not toggle the box again.
    field.dispatchEvent(new Event("click", { bubbles: true }));
    return;
  }
  field.value = field.defaultValue;
  setterOf(field, "value")?.call(field, entered);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

const early = new Set<Field>();
let stopWatching = () => {};

/** Called by the browser entry before anything else: notes the fields changed before React owns them. */
export function watchInputBeforeHydration(doc: Document) {
  for (const field of doc.querySelectorAll<Field>("input, textarea, select")) {
    if (isField(field) && isChanged(field)) early.add(field);
  }
  const note = (event: Event) => {
    if (isField(event.target) && !isHydrated(event.target)) early.add(event.target);
  };
  doc.addEventListener("input", note, true);
  doc.addEventListener("change", note, true);
  stopWatching = () => {
    doc.removeEventListener("input", note, true);
    doc.removeEventListener("change", note, true);
  };
}

const RETRY_MS = 50;
const GIVE_UP_MS = 30_000;

/**
 * Called once the root has hydrated: replays each noted field as soon as React owns it (now, or when the part of the
 * page it is in hydrates), then stops watching.
 */
export function replayInputTypedBeforeHydration(startedAt = Date.now()) {
  // Read every field React now owns first: replaying one re-renders its form, and React then puts the state's value
  // back into the others.
  const ready: [Field, Entered][] = [];
  for (const field of early) {
    if (!field.isConnected) early.delete(field);
    else if (isHydrated(field)) {
      early.delete(field);
      if (!field.disabled && isChanged(field)) ready.push([field, enteredIn(field)]);
    }
  }
  // One at a time, each committed before the next: a form whose onChange spreads the state it rendered with
  // (setForm({ ...form, title })) would otherwise keep only the last field.
  for (const [field, entered] of ready) flushSync(() => replay(field, entered));
  if (early.size && Date.now() - startedAt < GIVE_UP_MS) {
    setTimeout(() => replayInputTypedBeforeHydration(startedAt), RETRY_MS);
  } else {
    early.clear();
    stopWatching();
  }
}
