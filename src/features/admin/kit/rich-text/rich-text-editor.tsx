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
import { type Editor, EditorContent, mergeAttributes, Node, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import Link from "@tiptap/extension-link";
import Image from "@tiptap/extension-image";
import { type FormEvent, type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { css, cx } from "styled-system/css";
import {
  isAllowedLinkHref,
  isAllowedPictureSrc,
  isAllowedVideoEmbedUrl,
  videoEmbedUrl,
} from "../../../../domain/rich-text.ts";
import { useI18n } from "../../../../lib/i18n.tsx";
import { LineIcon } from "../../../../ui/icons.tsx";

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

const ICONS = {
  bulletList: "M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01",
  orderedList: "M10 6h10M10 12h10M10 18h10M4 4.5 5.5 4v5M3.8 14a1.6 1.6 0 1 1 2.6 1.2L4 18h3",
  blockquote: "M5 8h5v5c0 2.5-1.5 4-4 5M14 8h5v5c0 2.5-1.5 4-4 5",
  link: "M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1",
  picture: "M4 5h16v14H4ZM4 16l5-5 4 4 3-3 4 4M15.5 9h.01",
  video: "M3 6h12v12H3ZM15 10l6-3.5v11L15 14",
  undo: "M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-4",
  redo: "m15 14 5-5-5-5M20 9H9a5 5 0 0 0 0 10h4",
} as const;

const videoFrame = css({
  position: "relative",
  aspectRatio: "16 / 9",
  my: "4",
  borderRadius: "lg",
  overflow: "hidden",
  bg: "ink",
  "& iframe": { position: "absolute", inset: 0, w: "full", h: "full", border: 0, pointerEvents: "none" },
});

/**
 * A video player (an iframe to YouTube, Vimeo or Rutube), kept as one block. In the editor it is shown inert (clicks
 * select it instead of playing it, and focus does not wander into the player); the saved HTML is the bare iframe.
 */
const VideoEmbed = Node.create({
  name: "videoEmbed",
  group: "block",
  atom: true,
  draggable: true,
  addAttributes() {
    const plainNumber = (name: string) => ({
      default: null,
      parseHTML: (element: HTMLElement) => {
        const value = element.getAttribute(name);
        return value && /^\d{1,4}$/.test(value) ? value : null;
      },
    });
    return {
      src: { default: null },
      title: { default: null },
      width: plainNumber("width"),
      height: plainNumber("height"),
    };
  },
  parseHTML() {
    return [{
      tag: "iframe[src]",
      getAttrs: (element) => isAllowedVideoEmbedUrl(element.getAttribute("src") ?? "") ? null : false,
    }];
  },
  renderHTML({ HTMLAttributes }) {
    return ["iframe", mergeAttributes(HTMLAttributes, { allowfullscreen: "" })];
  },
  addNodeView() {
    return ({ node }) => {
      const dom = document.createElement("div");
      dom.className = videoFrame;
      const frame = document.createElement("iframe");
      if (isAllowedVideoEmbedUrl(node.attrs.src ?? "")) frame.src = node.attrs.src;
      frame.title = node.attrs.title ?? "";
      frame.tabIndex = -1;
      frame.loading = "lazy";
      dom.append(frame);
      return { dom };
    };
  },
});

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

/** What the toolbar shows as pressed or unavailable, re-read on every transaction. */
function toolbarState(editor: Editor) {
  return {
    bold: editor.isActive("bold"),
    italic: editor.isActive("italic"),
    heading2: editor.isActive("heading", { level: 2 }),
    heading3: editor.isActive("heading", { level: 3 }),
    bulletList: editor.isActive("bulletList"),
    orderedList: editor.isActive("orderedList"),
    blockquote: editor.isActive("blockquote"),
    link: editor.isActive("link"),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

/**
 * Puts a picture or a player where the cursor is, replacing selected text; a selected picture or player (a node
 * selection) is kept and the new one goes after it, so inserting twice in a row never swaps one for the other.
 */
function insertBlock(editor: Editor, block: { type: string; attrs: Record<string, string> }) {
  const { selection } = editor.state;
  const chain = editor.chain().focus();
  ("node" in selection ? chain.insertContentAt(selection.to, block) : chain.insertContent(block)).run();
}

const htmlOf = (editor: Editor) => editor.isEmpty ? "" : editor.getHTML();

/** A typed address without a scheme ("example.com/a") is taken as https; a path or a scheme is left as typed. */
function normalizeLinkInput(text: string): string {
  const url = text.trim();
  if (url === "" || url.startsWith("/") || /^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(url)) return `mailto:${url}`;
  return `https://${url}`;
}

type Panel = "link" | "video" | "picture" | null;

const frame = css({
  border: "1px solid token(colors.line)",
  borderRadius: "lg",
  bg: "white",
  w: "full",
  minW: 0,
  "&[data-invalid=true]": { borderColor: "danger", boxShadow: "0 0 0 1px token(colors.danger)" },
  _focusWithin: { borderColor: "brandLight" },
});

const toolbar = css({
  display: "flex",
  flexWrap: "wrap",
  gap: "1",
  p: "1.5",
  borderBottom: "1px solid token(colors.line)",
  bg: "surface",
  borderTopRadius: "lg",
  position: "sticky",
  top: 0,
  zIndex: 1,
});

const toolButton = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minW: "40px",
  h: "40px",
  px: "2",
  borderRadius: "md",
  color: "ink",
  fontWeight: "bold",
  fontSize: "md",
  cursor: "pointer",
  _hover: { bg: "white" },
  _focusVisible: { outline: "2px solid token(colors.brandLight)", outlineOffset: "1px" },
  "&[aria-pressed=true]": { bg: "brand", color: "white" },
  "&[aria-disabled=true]": { opacity: 0.4, cursor: "not-allowed", _hover: { bg: "transparent" } },
});

// On a phone the buttons wrap to two rows, where a separator would start a row.
const separator = css({ display: { base: "none", sm: "block" }, w: "1px", alignSelf: "stretch", bg: "line", mx: "1" });

const content = css({
  px: { base: "3", md: "5" },
  py: "4",
  minH: { base: "240px", md: "360px" },
  lineHeight: "1.7",
  fontSize: { base: "md", md: "lg" },
  color: "ink",
  overflowWrap: "anywhere",
  "& .ProseMirror": { outline: "none", minH: "inherit" },
  "& p": { mb: "3" },
  "& h2": { fontSize: "2xl", fontWeight: "bold", mt: "6", mb: "3", color: "brand", lineHeight: "1.25" },
  "& h3": { fontSize: "xl", fontWeight: "bold", mt: "5", mb: "2", lineHeight: "1.3" },
  "& h4": { fontSize: "lg", fontWeight: "bold", mt: "4", mb: "2" },
  "& ul": { listStyle: "disc", pl: "6", mb: "3" },
  "& ol": { listStyle: "decimal", pl: "6", mb: "3" },
  "& li > p": { mb: "1" },
  "& a": { color: "brandLight", textDecoration: "underline" },
  "& blockquote": { borderLeft: "4px solid token(colors.accent)", pl: "4", color: "muted", my: "3" },
  "& code": { fontFamily: "mono", bg: "surface", px: "1", borderRadius: "sm", fontSize: "0.9em" },
  "& pre": { bg: "surface", p: "3", borderRadius: "md", overflowX: "auto", mb: "3" },
  "& hr": { my: "6", borderColor: "line" },
  "& img": { maxW: "full", h: "auto", borderRadius: "md", my: "3" },
  "& .ProseMirror-selectednode": { outline: "3px solid token(colors.brandLight)", outlineOffset: "2px" },
});

const panel = css({
  display: "flex",
  flexDirection: "column",
  gap: "2",
  p: "3",
  borderBottom: "1px solid token(colors.line)",
  bg: "white",
});

const panelRow = css({ display: "flex", flexWrap: "wrap", gap: "2", alignItems: "center" });

const textInput = css({
  flex: "1 1 220px",
  minW: 0,
  h: "40px",
  px: "3",
  borderRadius: "md",
  border: "1px solid token(colors.line)",
  bg: "white",
  fontSize: "md",
  _focus: { outline: "2px solid token(colors.brandLight)", borderColor: "transparent" },
  "&[aria-invalid=true]": { borderColor: "danger" },
});

const panelButton = css({
  h: "40px",
  px: "4",
  borderRadius: "full",
  fontWeight: "semibold",
  whiteSpace: "nowrap",
  cursor: "pointer",
  border: "1px solid token(colors.line)",
  _hover: { bg: "surface" },
  _focusVisible: { outline: "2px solid token(colors.brandLight)", outlineOffset: "1px" },
});

const panelPrimary = css({
  bg: "accent",
  color: "white",
  borderColor: "accent",
  _hover: { bg: "accentDark" },
  _disabled: { opacity: 0.6, cursor: "not-allowed" },
});

const hint = css({ fontSize: "sm", color: "muted" });
const errorText = css({ fontSize: "sm", color: "danger" });
const visuallyHidden = css({ srOnly: true });

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
  const state = useEditorState({ editor, selector: ({ editor }) => toolbarState(editor) });
  const [panelOpen, setPanelOpen] = useState<Panel>(null);
  const [status, setStatus] = useState("");
  const fileInput = useRef<HTMLInputElement>(null);
  const [picture, setPicture] = useState<{ src: string; alt: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadFailed, setUploadFailed] = useState(false);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const [activeTool, setActiveTool] = useState("bold");
  const uid = useId();

  const closePanel = () => {
    setPanelOpen(null);
    setPicture(null);
    editor.commands.focus();
  };
  openLinkRef.current = () => setPanelOpen("link");

  const tools: Array<
    { name: string; label: string; icon: ReactNode; pressed?: boolean; disabled?: boolean; run: () => void } | "|"
  > = [
    {
      name: "bold",
      label: t("adminEditor.bold"),
      icon: <strong aria-hidden="true">{t("adminEditor.boldGlyph")}</strong>,
      pressed: state.bold,
      run: () => editor.chain().focus().toggleBold().run(),
    },
    {
      name: "italic",
      label: t("adminEditor.italic"),
      icon: <em aria-hidden="true" className={css({ fontFamily: "serif" })}>{t("adminEditor.italicGlyph")}</em>,
      pressed: state.italic,
      run: () => editor.chain().focus().toggleItalic().run(),
    },
    "|",
    {
      name: "heading2",
      label: t("adminEditor.heading2"),
      icon: <span aria-hidden="true">{t("adminEditor.heading2Glyph")}</span>,
      pressed: state.heading2,
      run: () => editor.chain().focus().toggleHeading({ level: 2 }).run(),
    },
    {
      name: "heading3",
      label: t("adminEditor.heading3"),
      icon: <span aria-hidden="true">{t("adminEditor.heading3Glyph")}</span>,
      pressed: state.heading3,
      run: () => editor.chain().focus().toggleHeading({ level: 3 }).run(),
    },
    {
      name: "bulletList",
      label: t("adminEditor.bulletList"),
      icon: <LineIcon d={ICONS.bulletList} />,
      pressed: state.bulletList,
      run: () => editor.chain().focus().toggleBulletList().run(),
    },
    {
      name: "orderedList",
      label: t("adminEditor.orderedList"),
      icon: <LineIcon d={ICONS.orderedList} />,
      pressed: state.orderedList,
      run: () => editor.chain().focus().toggleOrderedList().run(),
    },
    {
      name: "blockquote",
      label: t("adminEditor.blockquote"),
      icon: <LineIcon d={ICONS.blockquote} />,
      pressed: state.blockquote,
      run: () => editor.chain().focus().toggleBlockquote().run(),
    },
    "|",
    {
      name: "link",
      label: t("adminEditor.link"),
      icon: <LineIcon d={ICONS.link} />,
      pressed: state.link,
      run: () => setPanelOpen(panelOpen === "link" ? null : "link"),
    },
    ...(onUploadPicture
      ? [{
        name: "picture",
        label: t("adminEditor.picture"),
        icon: <LineIcon d={ICONS.picture} />,
        run: () => {
          setPanelOpen("picture");
          setUploadFailed(false);
          fileInput.current?.click();
        },
      }]
      : []),
    {
      name: "video",
      label: t("adminEditor.video"),
      icon: <LineIcon d={ICONS.video} />,
      run: () => setPanelOpen(panelOpen === "video" ? null : "video"),
    },
    "|",
    {
      name: "undo",
      label: t("adminEditor.undo"),
      icon: <LineIcon d={ICONS.undo} />,
      disabled: !state.canUndo,
      run: () => editor.chain().focus().undo().run(),
    },
    {
      name: "redo",
      label: t("adminEditor.redo"),
      icon: <LineIcon d={ICONS.redo} />,
      disabled: !state.canRedo,
      run: () => editor.chain().focus().redo().run(),
    },
  ];
  const toolNames = tools.flatMap((tool) => tool === "|" ? [] : [tool.name]);
  const tabStop = toolNames.includes(activeTool) ? activeTool : toolNames[0];

  // The WAI-ARIA toolbar pattern: one Tab stop; arrows, Home and End move between the buttons.
  const onToolbarKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = Array.from(toolbarRef.current?.querySelectorAll<HTMLButtonElement>("button[data-tool]") ?? []);
    const index = buttons.indexOf(event.target as HTMLButtonElement);
    if (index === -1) return;
    const next = event.key === "ArrowRight"
      ? (index + 1) % buttons.length
      : event.key === "ArrowLeft"
      ? (index - 1 + buttons.length) % buttons.length
      : event.key === "Home"
      ? 0
      : event.key === "End"
      ? buttons.length - 1
      : -1;
    if (next === -1) return;
    event.preventDefault();
    buttons[next].focus();
  };

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
      <div
        ref={toolbarRef}
        role="toolbar"
        aria-label={t("adminEditor.toolbar")}
        aria-controls={id}
        className={toolbar}
        onKeyDown={onToolbarKeyDown}
      >
        {tools.map((tool, index) =>
          tool === "|" ? <span key={`separator-${index}`} className={separator} aria-hidden="true" /> : (
            <button
              key={tool.name}
              type="button"
              data-tool={tool.name}
              className={toolButton}
              aria-label={tool.label}
              title={tool.label}
              aria-pressed={tool.pressed === undefined ? undefined : tool.pressed}
              aria-disabled={tool.disabled ? "true" : undefined}
              aria-expanded={tool.name === "link" || tool.name === "video" ? panelOpen === tool.name : undefined}
              tabIndex={tool.name === tabStop ? 0 : -1}
              onFocus={() => setActiveTool(tool.name)}
              // Keep the text selection in the editor while a button is clicked.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                if (!tool.disabled) tool.run();
              }}
            >
              {tool.icon}
            </button>
          )
        )}
      </div>
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
        <div role="group" aria-label={t("adminEditor.picturePanel")} className={panel}>
          {uploading && <p className={hint}>{t("adminEditor.pictureUploading")}</p>}
          {uploadFailed && (
            <div className={panelRow}>
              <p role="alert" className={cx(errorText, css({ flex: "1 1 220px" }))}>
                {t("adminEditor.pictureUploadFailed")}
              </p>
              <button
                type="button"
                className={panelButton}
                onClick={() => fileInput.current?.click()}
              >
                {t("adminEditor.pictureChoose")}
              </button>
              <button type="button" className={panelButton} onClick={closePanel}>{t("adminEditor.cancel")}</button>
            </div>
          )}
          {picture && (
            <PicturePanel
              picture={picture}
              uid={uid}
              onInsert={(alt) => {
                insertBlock(editor, { type: "image", attrs: { src: picture.src, alt } });
                setStatus(t("adminEditor.pictureInserted"));
                setPicture(null);
                setPanelOpen(null);
              }}
              onCancel={closePanel}
            />
          )}
        </div>
      )}
      <EditorContent editor={editor} className={content} />
      <p role="status" className={visuallyHidden}>{status}</p>
    </div>
  );
}

/** An inline form in a panel under the toolbar: Enter submits, Escape closes and returns to the text. */
function PanelForm(props: { label: string; onSubmit: () => void; onClose: () => void; children: ReactNode }) {
  return (
    <form
      role="group"
      aria-label={props.label}
      className={panel}
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        props.onSubmit();
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.preventDefault();
          props.onClose();
        }
      }}
    >
      {props.children}
    </form>
  );
}

function LinkPanel(props: { editor: Editor; uid: string; onClose: () => void }) {
  const { editor, uid, onClose } = props;
  const { t } = useI18n();
  const current = editor.getAttributes("link").href as string | undefined;
  const [url, setUrl] = useState(current ?? "");
  const [error, setError] = useState(false);
  const inputId = `${uid}-link`;
  const apply = () => {
    const href = normalizeLinkInput(url);
    if (href === "") {
      editor.chain().focus().extendMarkRange("link").unsetLink().run();
      onClose();
      return;
    }
    if (!isAllowedLinkHref(href)) {
      setError(true);
      return;
    }
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
  };
  return (
    <PanelForm label={t("adminEditor.linkPanel")} onSubmit={apply} onClose={onClose}>
      <label htmlFor={inputId} className={css({ fontWeight: "semibold", fontSize: "sm" })}>
        {t("adminEditor.linkUrl")}
      </label>
      <div className={panelRow}>
        <input
          id={inputId}
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          autoFocus
          value={url}
          aria-invalid={error}
          aria-describedby={`${inputId}-hint`}
          className={textInput}
          onChange={(event) => {
            setUrl(event.target.value);
            setError(false);
          }}
        />
        <button type="submit" className={cx(panelButton, panelPrimary)}>{t("adminEditor.linkApply")}</button>
        {current && (
          <button
            type="button"
            className={panelButton}
            onClick={() => {
              editor.chain().focus().extendMarkRange("link").unsetLink().run();
              onClose();
            }}
          >
            {t("adminEditor.linkRemove")}
          </button>
        )}
        <button type="button" className={panelButton} onClick={onClose}>{t("adminEditor.cancel")}</button>
      </div>
      <p id={`${inputId}-hint`} className={error ? errorText : hint} role={error ? "alert" : undefined}>
        {error ? t("adminEditor.linkInvalid") : t("adminEditor.linkHint")}
      </p>
    </PanelForm>
  );
}

function VideoPanel(props: { editor: Editor; uid: string; onClose: () => void; onInserted: () => void }) {
  const { editor, uid, onClose, onInserted } = props;
  const { t } = useI18n();
  const [url, setUrl] = useState("");
  const [error, setError] = useState(false);
  const inputId = `${uid}-video`;
  const insert = () => {
    const src = videoEmbedUrl(url);
    if (!src) {
      setError(true);
      return;
    }
    insertBlock(editor, { type: "videoEmbed", attrs: { src, title: t("adminEditor.videoFrameTitle") } });
    onInserted();
    onClose();
  };
  return (
    <PanelForm label={t("adminEditor.videoPanel")} onSubmit={insert} onClose={onClose}>
      <label htmlFor={inputId} className={css({ fontWeight: "semibold", fontSize: "sm" })}>
        {t("adminEditor.videoUrl")}
      </label>
      <div className={panelRow}>
        <input
          id={inputId}
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          autoFocus
          value={url}
          aria-invalid={error}
          aria-describedby={`${inputId}-hint`}
          className={textInput}
          onChange={(event) => {
            setUrl(event.target.value);
            setError(false);
          }}
        />
        <button type="submit" className={cx(panelButton, panelPrimary)}>{t("adminEditor.videoInsert")}</button>
        <button type="button" className={panelButton} onClick={onClose}>{t("adminEditor.cancel")}</button>
      </div>
      <p id={`${inputId}-hint`} className={error ? errorText : hint} role={error ? "alert" : undefined}>
        {error ? t("adminEditor.videoInvalid") : t("adminEditor.videoHint")}
      </p>
    </PanelForm>
  );
}

function PicturePanel(props: {
  picture: { src: string; alt: string };
  uid: string;
  onInsert: (alt: string) => void;
  onCancel: () => void;
}) {
  const { picture, uid, onInsert, onCancel } = props;
  const { t } = useI18n();
  const [alt, setAlt] = useState(picture.alt);
  const inputId = `${uid}-alt`;
  return (
    <form
      noValidate
      className={css({ display: "flex", flexDirection: "column", gap: "2" })}
      onSubmit={(event) => {
        event.preventDefault();
        onInsert(alt.trim());
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.preventDefault();
          onCancel();
        }
      }}
    >
      <div className={css({ display: "flex", gap: "3", alignItems: "flex-start", flexWrap: "wrap" })}>
        <img
          src={picture.src}
          alt=""
          className={css({ w: "96px", h: "72px", objectFit: "cover", borderRadius: "md", bg: "surface" })}
        />
        <div className={css({ display: "flex", flexDirection: "column", gap: "1", flex: "1 1 220px", minW: 0 })}>
          <label htmlFor={inputId} className={css({ fontWeight: "semibold", fontSize: "sm" })}>
            {t("adminEditor.pictureAlt")}
          </label>
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
        <button type="submit" className={cx(panelButton, panelPrimary)}>{t("adminEditor.pictureInsert")}</button>
        <button type="button" className={panelButton} onClick={onCancel}>{t("adminEditor.cancel")}</button>
      </div>
    </form>
  );
}
