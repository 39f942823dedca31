// Pieces the content screens share: the status badges (a job's too), the editor of an article or a learning path
// (its writes and its bar), and the picture upload (POST /api/admin/pictures), which asks for the password again when
// the server wants it, as every /admin write does.
import { css } from "styled-system/css";
import { useI18n } from "../../../lib/i18n.tsx";
import { badge, type BadgeTone, statusTone } from "./badge.ts";
import { isRestErrorCode } from "./rest-errors.ts";
import { rest } from "../../../lib/rest.ts";
import { useAdminSession } from "../admin-session.tsx";
import { type EditorFormSpec, type ItemRoute, savedOrPublished, useEditorSave } from "./editor-save.ts";
import { type EditorFormProps, viewLink } from "./editor-screen.tsx";

/** A status as a text badge (never told by colour alone), then notes as badges of their own (closed, UN). */
export function StatusBadges(
  { status, label, notes = [], testId }: {
    status: string;
    /** The status in words. */
    label: string;
    notes?: readonly { text: string; tone: BadgeTone }[];
    testId: string;
  },
) {
  return (
    <span className={css({ display: "inline-flex", flexWrap: "wrap", gap: "1" })} data-testid={testId}>
      <span className={badge({ tone: statusTone(status) })} data-status={status}>{label}</span>
      {notes.map((note) => <span key={note.text} className={badge({ tone: note.tone })}>{note.text}</span>)}
    </span>
  );
}

/** An article's or a learning path's status, and any extra notes as neutral badges. */
export function ContentStatusBadges({ status, notes = [] }: { status: string; notes?: string[] }) {
  const { t } = useI18n();
  return (
    <StatusBadges
      status={status}
      label={t(`adminArticles.statuses.${status}`)}
      notes={notes.map((text) => ({ text, tone: "note" }))}
      testId="content-status"
    />
  );
}

/** A content item's writes, each returning the item as the server has it afterwards. */
type ContentWrites<Item, Input> = {
  save: (input: Input & { id: string | null }) => Promise<Item>;
  publish: (id: string) => Promise<Item>;
  unpublish: (id: string) => Promise<Item>;
  archive: (id: string) => Promise<Item>;
};

/**
 * An article's or a learning path's editor (useEditorSave): a submit saves, then publishes when asked ("published" or
 * "saved" is announced), and `bar` is the EditorScreen's buttons for the item as last saved.
 */
export function useContentEditor<V, Item extends { id: string; status: string }, Input>(
  { writes, publicHref, testId, ...options }: {
    item: Item | null;
    form: EditorFormSpec<V, Item, Input>;
    messages: string;
    fixErrors: string;
    itemRoute: ItemRoute;
    writes: ContentWrites<Item, Input>;
    /** The item's public page. */
    publicHref: (item: Item) => string;
    testId?: string;
  },
) {
  const { t } = useI18n();
  const editor = useEditorSave({
    ...options,
    announced: ["saved", "published"],
    save: async (input, andPublish) => {
      const saved = await writes.save(input);
      return andPublish ? await writes.publish(saved.id) : saved;
    },
    doneOf: savedOrPublished,
  });
  const bar = contentBar({
    item: editor.current,
    publish: () => void editor.form.handleSubmit({ andPublish: true }),
    act: editor.act,
    writes,
    publicHref,
    testId,
    t,
  });
  return { ...editor, bar };
}

/**
 * The buttons of an article's or a learning path's editor: save (a draft until it is published), publish, unpublish,
 * archive, and the link to the public page once published. With a `testId`, `${testId}-save`, `-publish` and
 * `-view-on-site` name them.
 */
function contentBar<Item extends { id: string; status: string }>(
  { item, publish, act, writes, publicHref, testId, t }: {
    /** The item as last saved; null while it is new. */
    item: Item | null;
    /** Saves and publishes (the form's submit with `andPublish`). */
    publish: () => void;
    /** Runs a write and shows the item it returns (useEditorSave's `act`). */
    act: (write: () => Promise<Item>, doneKey: string) => Promise<void>;
    writes: Pick<ContentWrites<Item, unknown>, "unpublish" | "archive">;
    publicHref: (item: Item) => string;
    testId?: string;
    t: (key: string) => string;
  },
): Pick<EditorFormProps, "submit" | "actions" | "links"> {
  const status = item?.status ?? null;
  const button = (key: string) => t(`adminArticles.buttons.${key}`);
  const named = (part: string) => testId ? `${testId}-${part}` : undefined;
  return {
    submit: {
      label: button(status === null || status === "DRAFT" ? "saveDraft" : "save"),
      busyLabel: button("busy"),
      testId: named("save"),
    },
    actions: [
      status !== "PUBLISHED" &&
      { label: button(item ? "saveAndPublish" : "publish"), onClick: publish, primary: true, testId: named("publish") },
      item && status === "PUBLISHED" &&
      { label: button("unpublish"), onClick: () => void act(() => writes.unpublish(item.id), "unpublished") },
      item && status !== "ARCHIVED" &&
      { label: button("archive"), onClick: () => void act(() => writes.archive(item.id), "archived") },
    ],
    links: item && status === "PUBLISHED" && (
      <a href={publicHref(item)} className={viewLink} data-testid={named("view-on-site")}>
        {t("adminArticles.actions.viewOnSite")}
      </a>
    ),
  };
}

/** Uploads a picture for an article and resolves to its address; a stale sign-in confirms the password first. */
export function useUploadPicture(): (file: File) => Promise<string> {
  const { confirmPassword } = useAdminSession();
  return async (file: File) => {
    const send = () => {
      const body = new FormData();
      body.set("file", file);
      return rest<{ url: string }>("/api/admin/pictures", { method: "POST", body });
    };
    try {
      return (await send()).url;
    } catch (error) {
      if (isRestErrorCode(error, "REAUTHENTICATION_REQUIRED") && await confirmPassword()) return (await send()).url;
      throw error;
    }
  };
}
