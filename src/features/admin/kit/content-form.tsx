// Pieces the articles and learning paths editors share: a card of fields named by its legend, a field's frame (label,
// control, hint, error wired with aria-describedby), the status badge, and the picture upload (POST
// /api/admin/pictures), which asks for the password again when the server wants it, as every /admin write does.
import type { ReactNode } from "react";
import { css, cva } from "styled-system/css";
import { useI18n } from "../../../lib/i18n.tsx";
import { isRestErrorCode } from "./rest-errors.ts";
import { rest } from "../../../lib/rest.ts";
import { useAdminSession } from "../admin-session.tsx";

const card = css({ bg: "white", borderRadius: "xl", p: { base: "4", md: "6" }, minW: 0, border: "none", m: 0 });
// Floated, the legend sits inside the card rather than on its top edge.
const cardTitle = css({ float: "left", w: "full", fontSize: "lg", fontWeight: "bold", color: "brand", p: 0, mb: "3" });
const cardGrid = css({
  clear: "both",
  display: "grid",
  gridTemplateColumns: { base: "1fr", md: "repeat(2, minmax(0, 1fr))" },
  gap: "4",
  minW: 0,
});

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={card}>
      <legend className={cardTitle}>{title}</legend>
      <div className={cardGrid}>{children}</div>
    </fieldset>
  );
}

export const checkRow = css({ display: "flex", gap: "2", alignItems: "center", fontWeight: "normal", minH: "32px" });
export const checkbox = css({ w: "5", h: "5", flexShrink: 0, accentColor: "var(--colors-brand)" });

export const smallButton = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minH: "36px",
  minW: "36px",
  px: "3",
  borderRadius: "md",
  border: "1px solid",
  borderColor: "line",
  bg: "white",
  fontWeight: "medium",
  fontSize: "sm",
  cursor: "pointer",
  whiteSpace: "nowrap",
  color: "brand",
  _hover: { bg: "surface" },
  _disabled: { opacity: 0.6, cursor: "not-allowed" },
  _focusVisible: { outline: "2px solid", outlineColor: "brand", outlineOffset: "1px" },
});

const badge = cva({
  base: {
    display: "inline-block",
    px: "2",
    py: "0.5",
    borderRadius: "full",
    fontSize: "xs",
    fontWeight: "semibold",
    whiteSpace: "nowrap",
    border: "1px solid",
  },
  variants: {
    tone: {
      DRAFT: { bg: "surface", color: "ink", borderColor: "line" },
      MODERATION: { bg: "accentSoft", color: "accentDark", borderColor: "accentLine" },
      PUBLISHED: { bg: "white", color: "success", borderColor: "success" },
      ARCHIVED: { bg: "surface", color: "muted", borderColor: "line" },
      note: { bg: "white", color: "ink", borderColor: "line" },
    },
  },
});

/** A status as a text badge (never told by colour alone), and any extra notes as neutral badges. */
export function ContentStatusBadges({ status, notes = [] }: { status: string; notes?: string[] }) {
  const { t } = useI18n();
  const tone = (["DRAFT", "MODERATION", "PUBLISHED", "ARCHIVED"] as const).find((s) => s === status) ?? "DRAFT";
  return (
    <span className={css({ display: "inline-flex", flexWrap: "wrap", gap: "1" })} data-testid="content-status">
      <span className={badge({ tone })} data-status={status}>{t(`adminArticles.statuses.${status}`)}</span>
      {notes.map((note) => <span key={note} className={badge({ tone: "note" })}>{note}</span>)}
    </span>
  );
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
