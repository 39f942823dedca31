// The panels that open under the rich-text editor's toolbar: a link's address, a video's address, and an uploaded
// picture's alternative text. Each is a small inline form: Enter applies it, Escape closes it and returns to the text.
// The link and video panels are one address panel (UrlPanel) with their own texts and what applying does.
import { type KeyboardEvent, type ReactNode, useState } from "react";
import type { Editor } from "@tiptap/react";
import { css, cx } from "styled-system/css";
import { isAllowedLinkHref, videoEmbedUrl } from "../../../../domain/rich-text.ts";
import { useI18n } from "../../../../lib/i18n.tsx";
import { errorText, fieldLabel, hint, panel, panelButton, panelPrimary, panelRow, textInput } from "./styles.ts";

export type Panel = "link" | "video" | "picture" | null;

/**
 * Puts a picture or a player where the cursor is, replacing selected text; a selected picture or player (a node
 * selection) is kept and the new one goes after it, so inserting twice in a row never swaps one for the other.
 */
export function insertBlock(editor: Editor, block: { type: string; attrs: Record<string, string> }) {
  const { selection } = editor.state;
  const chain = editor.chain().focus();
  ("node" in selection ? chain.insertContentAt(selection.to, block) : chain.insertContent(block)).run();
}

/** A typed address without a scheme ("example.com/a") is taken as https; a path or a scheme is left as typed. */
function normalizeLinkInput(text: string): string {
  const url = text.trim();
  if (url === "" || url.startsWith("/") || /^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(url)) return `mailto:${url}`;
  return `https://${url}`;
}

/**
 * An inline form: Enter in its field applies it, Escape closes it and returns to the text; named (a group) when it is a
 * whole panel. Not a form element: the editor sits inside the screen's own form, and a nested form's submit never reached
 * its handler (Chromium reloaded the page instead), so its buttons are plain buttons that call `onSubmit`.
 */
function InlineForm(
  props: { label?: string; className: string; onSubmit: () => void; onClose: () => void; children: ReactNode },
) {
  return (
    <div
      role={props.label ? "group" : undefined}
      aria-label={props.label}
      className={props.className}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === "Escape") {
          event.preventDefault();
          props.onClose();
        } else if (event.key === "Enter" && event.target instanceof HTMLInputElement) {
          event.preventDefault();
          props.onSubmit();
        }
      }}
    >
      {props.children}
    </div>
  );
}

/**
 * A panel that asks for one address (a link's, a video's): the field, the button that applies it, any further buttons
 * (`children`), Cancel, and the hint that turns into the error when `apply` refuses what was typed.
 */
function UrlPanel(props: {
  id: string;
  texts: { panel: string; field: string; apply: string; hint: string; invalid: string };
  initial?: string;
  /** Applies the typed address and closes the panel; false when the address is not one it takes. */
  apply: (url: string) => boolean;
  onClose: () => void;
  children?: ReactNode;
}) {
  const { id, texts, apply, onClose } = props;
  const { t } = useI18n();
  const [url, setUrl] = useState(props.initial ?? "");
  const [error, setError] = useState(false);
  const submit = () => setError(!apply(url));
  return (
    <InlineForm label={texts.panel} className={panel} onSubmit={submit} onClose={onClose}>
      <label htmlFor={id} className={fieldLabel}>{texts.field}</label>
      <div className={panelRow}>
        <input
          id={id}
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          autoFocus
          value={url}
          aria-invalid={error}
          aria-describedby={`${id}-hint`}
          className={textInput}
          onChange={(event) => {
            setUrl(event.target.value);
            setError(false);
          }}
        />
        <button type="button" className={cx(panelButton, panelPrimary)} onClick={submit}>{texts.apply}</button>
        {props.children}
        <button type="button" className={panelButton} onClick={onClose}>{t("adminEditor.cancel")}</button>
      </div>
      <p id={`${id}-hint`} className={error ? errorText : hint} role={error ? "alert" : undefined}>
        {error ? texts.invalid : texts.hint}
      </p>
    </InlineForm>
  );
}

export function LinkPanel(props: { editor: Editor; uid: string; onClose: () => void }) {
  const { editor, uid, onClose } = props;
  const { t } = useI18n();
  const current = editor.getAttributes("link").href as string | undefined;
  const unlink = () => {
    editor.chain().focus().extendMarkRange("link").unsetLink().run();
    onClose();
  };
  const apply = (url: string) => {
    const href = normalizeLinkInput(url);
    if (href === "") {
      unlink();
      return true;
    }
    if (!isAllowedLinkHref(href)) return false;
    const chain = editor.chain().focus().extendMarkRange("link");
    if (editor.state.selection.empty && !editor.isActive("link")) {
      // Nothing selected: the address itself becomes the linked text.
      chain.insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] }).run();
    } else {
      chain.setLink({ href }).run();
      // Typing goes on after the link, not over the linked text that is still selected.
      editor.commands.setTextSelection(editor.state.selection.to);
    }
    onClose();
    return true;
  };
  return (
    <UrlPanel
      id={`${uid}-link`}
      texts={{
        panel: t("adminEditor.linkPanel"),
        field: t("adminEditor.linkUrl"),
        apply: t("adminEditor.linkApply"),
        hint: t("adminEditor.linkHint"),
        invalid: t("adminEditor.linkInvalid"),
      }}
      initial={current}
      apply={apply}
      onClose={onClose}
    >
      {current && <button type="button" className={panelButton} onClick={unlink}>{t("adminEditor.linkRemove")}</button>}
    </UrlPanel>
  );
}

export function VideoPanel(props: { editor: Editor; uid: string; onClose: () => void; onInserted: () => void }) {
  const { editor, uid, onClose, onInserted } = props;
  const { t } = useI18n();
  const insert = (url: string) => {
    const src = videoEmbedUrl(url);
    if (!src) return false;
    insertBlock(editor, { type: "videoEmbed", attrs: { src, title: t("adminEditor.videoFrameTitle") } });
    onInserted();
    onClose();
    return true;
  };
  return (
    <UrlPanel
      id={`${uid}-video`}
      texts={{
        panel: t("adminEditor.videoPanel"),
        field: t("adminEditor.videoUrl"),
        apply: t("adminEditor.videoInsert"),
        hint: t("adminEditor.videoHint"),
        invalid: t("adminEditor.videoInvalid"),
      }}
      apply={insert}
      onClose={onClose}
    />
  );
}

/** The picture's panel: the upload under way, its failure (choose another), or the uploaded picture's alt text. */
export function PicturePanel(props: {
  uploading: boolean;
  failed: boolean;
  picture: { src: string; alt: string } | null;
  uid: string;
  onChooseAgain: () => void;
  onInsert: (alt: string) => void;
  onClose: () => void;
}) {
  const { uploading, failed, picture, uid, onChooseAgain, onInsert, onClose } = props;
  const { t } = useI18n();
  return (
    <div role="group" aria-label={t("adminEditor.picturePanel")} className={panel}>
      {uploading && <p className={hint}>{t("adminEditor.pictureUploading")}</p>}
      {failed && (
        <div className={panelRow}>
          <p role="alert" className={cx(errorText, css({ flex: "1 1 220px" }))}>
            {t("adminEditor.pictureUploadFailed")}
          </p>
          <button type="button" className={panelButton} onClick={onChooseAgain}>
            {t("adminEditor.pictureChoose")}
          </button>
          <button type="button" className={panelButton} onClick={onClose}>{t("adminEditor.cancel")}</button>
        </div>
      )}
      {picture && <PictureAltForm picture={picture} uid={uid} onInsert={onInsert} onCancel={onClose} />}
    </div>
  );
}

function PictureAltForm(props: {
  picture: { src: string; alt: string };
  uid: string;
  onInsert: (alt: string) => void;
  onCancel: () => void;
}) {
  const { picture, uid, onInsert, onCancel } = props;
  const { t } = useI18n();
  const [alt, setAlt] = useState(picture.alt);
  const inputId = `${uid}-alt`;
  const insert = () => onInsert(alt.trim());
  return (
    <InlineForm
      className={css({ display: "flex", flexDirection: "column", gap: "2" })}
      onSubmit={insert}
      onClose={onCancel}
    >
      <div className={css({ display: "flex", gap: "3", alignItems: "flex-start", flexWrap: "wrap" })}>
        <img
          src={picture.src}
          alt=""
          className={css({ w: "96px", h: "72px", objectFit: "cover", borderRadius: "md", bg: "surface" })}
        />
        <div className={css({ display: "flex", flexDirection: "column", gap: "1", flex: "1 1 220px", minW: 0 })}>
          <label htmlFor={inputId} className={fieldLabel}>{t("adminEditor.pictureAlt")}</label>
          <input
            id={inputId}
            type="text"
            autoFocus
            value={alt}
            maxLength={300}
            aria-describedby={`${inputId}-hint`}
            className={textInput}
            onChange={(event) => setAlt(event.target.value)}
          />
          <p id={`${inputId}-hint`} className={hint}>{t("adminEditor.pictureAltHint")}</p>
        </div>
      </div>
      <div className={panelRow}>
        <button type="button" className={cx(panelButton, panelPrimary)} onClick={insert}>
          {t("adminEditor.pictureInsert")}
        </button>
        <button type="button" className={panelButton} onClick={onCancel}>{t("adminEditor.cancel")}</button>
      </div>
    </InlineForm>
  );
}
