// The rich-text editor's toolbar: the WAI-ARIA toolbar pattern (one Tab stop; the arrows, Home and End move between
// its buttons), pressed buttons for the marks and blocks under the cursor, and buttons that open the panels.
// Not Ark's ToggleGroup: decision 232 says why.
import { type KeyboardEvent, type ReactNode, useRef, useState } from "react";
import { type Editor, useEditorState } from "@tiptap/react";
import { css } from "styled-system/css";
import { useI18n } from "../../../../lib/i18n.tsx";
import { LineIcon } from "../../../../ui/icons.tsx";
import type { Panel } from "./panels.tsx";
import { separator, toolbar, toolButton } from "./styles.ts";

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

type Tool = { name: string; label: string; icon: ReactNode; pressed?: boolean; disabled?: boolean; run: () => void };

export function Toolbar(props: {
  editor: Editor;
  /** The editable area's id, which the toolbar controls. */
  controls: string;
  panelOpen: Panel;
  onTogglePanel: (panel: "link" | "video") => void;
  /** Opens the file chooser; without it there is no picture button. */
  onChoosePicture?: () => void;
}) {
  const { editor, controls, panelOpen, onTogglePanel, onChoosePicture } = props;
  const { t } = useI18n();
  const state = useEditorState({ editor, selector: ({ editor }) => toolbarState(editor) });
  const toolbarRef = useRef<HTMLDivElement>(null);
  const [activeTool, setActiveTool] = useState("bold");

  const tools: Array<Tool | "|"> = [
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
      run: () => onTogglePanel("link"),
    },
    ...(onChoosePicture
      ? [{
        name: "picture",
        label: t("adminEditor.picture"),
        icon: <LineIcon d={ICONS.picture} />,
        run: onChoosePicture,
      }]
      : []),
    {
      name: "video",
      label: t("adminEditor.video"),
      icon: <LineIcon d={ICONS.video} />,
      run: () => onTogglePanel("video"),
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

  return (
    <div
      ref={toolbarRef}
      role="toolbar"
      aria-label={t("adminEditor.toolbar")}
      aria-controls={controls}
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
  );
}
