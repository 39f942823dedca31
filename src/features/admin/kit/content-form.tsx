// Pieces the articles and learning paths editors share: a card of fields named by its legend, a field's frame (label,
// control, hint, error wired with aria-describedby), the status badge, and the picture upload (POST
// /api/admin/pictures), which asks for the password again when the server wants it, as every /admin write does.
import { css, cva } from "styled-system/css";
import { useI18n } from "../../../lib/i18n.tsx";
import { isRestErrorCode } from "./rest-errors.ts";
import { rest } from "../../../lib/rest.ts";
import { useAdminSession } from "../admin-session.tsx";

// The shared pieces now live in the kit (section.tsx, styles.ts); kept here under their old names.
export { Section } from "./section.tsx";
export { checkbox, checkRow, smallButton } from "./styles.ts";

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
