// The back office's rich-text editor for an article's text, built on TipTap (ProseMirror underneath).
//
// Callers (the article editor screen in src/features/admin/) load it lazily, so that TipTap (this module is about
// 140 KB gzipped, measured) never enters any other page's bundle:
//   const RichTextEditor = lazy(() =>
//     import("./rich-text-editor.tsx").then((m) => ({ default: m.RichTextEditor }))
//   );
// and render it inside <Suspense>. On the server, and in the browser until hydration, it renders a plain placeholder
// (`immediatelyRender: false`): TipTap needs the DOM, and the first client render must match the server's HTML.
//
// It writes only markup the server's sanitizer keeps (api/services/admin/rich-text.ts): h2/h3 headings, the marks of
// StarterKit, links/pictures/players whose addresses pass src/domain/rich-text.ts. The server sanitizes regardless.
//
// Its parts, beside it: toolbar.tsx (the buttons), panels.tsx (link, video and picture panels), video-embed.ts (the
// player node), styles.ts. Decision 232.
import { type Editor, EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import Link from "@tiptap/extension-link";
import Image from "@tiptap/extension-image";
import { useEffect, useId, useRef, useState } from "react";
import { css, cx } from "styled-system/css";
import { isAllowedLinkHref, isAllowedPictureSrc } from "../../../../domain/rich-text.ts";
import { useI18n } from "../../../../lib/i18n.tsx";
import { insertBlock, LinkPanel, type Panel, PicturePanel, VideoPanel } from "./panels.tsx";
import { content, frame, visuallyHidden } from "./styles.ts";
import { Toolbar } from "./toolbar.tsx";
import { VideoEmbed } from "./video-embed.ts";

export type RichTextEditorProps = {
  /** The editable area's id (for an error summary's link, or tests). */
  id: string;
  /** HTML; "" for an empty text. */
  value: string;
  /** HTML after every change; "" when the text is empty, so a required check is `value === ""`. */
  onChange: (html: string) => void;
  /** Id of the visible label ("Текст статьи"). */
  labelledBy: string;
  /** Id of a hint or of the field's error message. */
  describedBy?: string;
  invalid?: boolean;
  /** Uploads a picture and resolves to its address (/api/pictures/…). Without it the picture button is hidden. */
  onUploadPicture?: (file: File) => Promise<string>;
};

const PICTURE_TYPES = "image/png,image/jpeg,image/webp,image/gif";

function createExtensions() {
  return [
    StarterKit.configure({
      // The page's title is the h1; h4 is kept for pasted documents (the sanitizer keeps h2–h4).
      heading: { levels: [2, 3, 4] },
      // Configured below with the address rule the server applies.
      link: false,
    }),
    Link.configure({
      openOnClick: false,
      autolink: true,
      defaultProtocol: "https",
      isAllowedUri: (url) => isAllowedLinkHref(url),
      // The sanitizer forces this rel on every link anyway; writing it here keeps a save-reload round trip unchanged.
      HTMLAttributes: { rel: "noopener noreferrer nofollow", target: null },
    }),
    Image.configure({ inline: false, allowBase64: false, resize: false, HTMLAttributes: { loading: "lazy" } }),
    VideoEmbed,
  ];
}

const htmlOf = (editor: Editor) => editor.isEmpty ? "" : editor.getHTML();

export function RichTextEditor(props: RichTextEditorProps) {
  const { id, value, onChange, labelledBy, describedBy, invalid, onUploadPicture } = props;
  const { t } = useI18n();
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const openLinkRef = useRef<() => void>(() => {});
  const attributes = {
    id,
    role: "textbox",
    "aria-multiline": "true",
    "aria-labelledby": labelledBy,
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
    ...(invalid ? { "aria-invalid": "true" } : {}),
  };
  const editor = useEditor({
    // TipTap needs the DOM: nothing is created on the server, and the first client render matches its HTML.
    immediatelyRender: false,
    extensions: createExtensions(),
    content: value,
    editorProps: {
      attributes,
      handleKeyDown: (_view, event) => {
        if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "k") {
          event.preventDefault();
          openLinkRef.current();
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor }) => onChangeRef.current(htmlOf(editor)),
  });

  // The field turning invalid (after the first submit) or getting a new hint updates the editable area in place:
  // re-creating the editor would lose the cursor and the undo history.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    editor.setOptions({ editorProps: { ...editor.options.editorProps, attributes } });
  }, [editor, id, labelledBy, describedBy, invalid]);

  // A new value from outside (the article loaded, the form reset) replaces the text; our own echoes do not.
  useEffect(() => {
    if (editor && !editor.isDestroyed && htmlOf(editor) !== value) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  if (!editor) {
    return (
      <div className={frame} data-invalid={invalid ? "true" : undefined}>
        <div className={cx(content, css({ color: "muted" }))} aria-busy="true">{t("adminEditor.loading")}</div>
      </div>
    );
  }
  return (
    <EditorFrame
      editor={editor}
      id={id}
      invalid={invalid}
      onUploadPicture={onUploadPicture}
      openLinkRef={openLinkRef}
    />
  );
}

function EditorFrame(props: {
  editor: Editor;
  id: string;
  invalid?: boolean;
  onUploadPicture?: (file: File) => Promise<string>;
  openLinkRef: { current: () => void };
}) {
  const { editor, id, invalid, onUploadPicture, openLinkRef } = props;
  const { t } = useI18n();
  const [panelOpen, setPanelOpen] = useState<Panel>(null);
  const [status, setStatus] = useState("");
  const fileInput = useRef<HTMLInputElement>(null);
  const [picture, setPicture] = useState<{ src: string; alt: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadFailed, setUploadFailed] = useState(false);
  const uid = useId();

  const closePanel = () => {
    setPanelOpen(null);
    setPicture(null);
    editor.commands.focus();
  };
  openLinkRef.current = () => setPanelOpen("link");

  const onPictureChosen = async (file: File | undefined) => {
    if (!file || !onUploadPicture) return;
    setPanelOpen("picture");
    setUploading(true);
    setUploadFailed(false);
    setStatus(t("adminEditor.pictureUploading"));
    try {
      const src = await onUploadPicture(file);
      if (!isAllowedPictureSrc(src)) throw new Error(`not an allowed picture address: ${src}`);
      setPicture({ src, alt: "" });
      setStatus("");
    } catch {
      setUploadFailed(true);
      setStatus("");
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = "";
    }
  };

  return (
    <div className={frame} data-invalid={invalid ? "true" : undefined}>
      <Toolbar
        editor={editor}
        controls={id}
        panelOpen={panelOpen}
        onTogglePanel={(name) => setPanelOpen(panelOpen === name ? null : name)}
        onChoosePicture={onUploadPicture
          ? () => {
            setPanelOpen("picture");
            setUploadFailed(false);
            fileInput.current?.click();
          }
          : undefined}
      />
      {onUploadPicture && (
        <input
          ref={fileInput}
          type="file"
          accept={PICTURE_TYPES}
          className={visuallyHidden}
          tabIndex={-1}
          aria-label={t("adminEditor.pictureChoose")}
          onChange={(event) => void onPictureChosen(event.target.files?.[0])}
        />
      )}
      {panelOpen === "link" && <LinkPanel editor={editor} uid={uid} onClose={closePanel} />}
      {panelOpen === "video" && (
        <VideoPanel
          editor={editor}
          uid={uid}
          onClose={closePanel}
          onInserted={() => setStatus(t("adminEditor.videoInserted"))}
        />
      )}
      {panelOpen === "picture" && (uploading || uploadFailed || picture) && (
        <PicturePanel
          uploading={uploading}
          failed={uploadFailed}
          picture={picture}
          uid={uid}
          onChooseAgain={() => fileInput.current?.click()}
          onInsert={(alt) => {
            if (!picture) return;
            insertBlock(editor, { type: "image", attrs: { src: picture.src, alt } });
            setStatus(t("adminEditor.pictureInserted"));
            setPicture(null);
            setPanelOpen(null);
          }}
          onClose={closePanel}
        />
      )}
      <EditorContent editor={editor} className={content} />
      <p role="status" className={visuallyHidden}>{status}</p>
    </div>
  );
}
