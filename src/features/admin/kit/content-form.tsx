// Pieces the articles and learning paths editors share: the status badges and the picture upload (POST
// /api/admin/pictures), which asks for the password again when the server wants it, as every /admin write does.
import { css } from "styled-system/css";
import { useI18n } from "../../../lib/i18n.tsx";
import { badge, statusTone } from "./badge.ts";
import { isRestErrorCode } from "./rest-errors.ts";
import { rest } from "../../../lib/rest.ts";
import { useAdminSession } from "../admin-session.tsx";

/** A status as a text badge (never told by colour alone), and any extra notes as neutral badges. */
export function ContentStatusBadges({ status, notes = [] }: { status: string; notes?: string[] }) {
  const { t } = useI18n();
  return (
    <span className={css({ display: "inline-flex", flexWrap: "wrap", gap: "1" })} data-testid="content-status">
      <span className={badge({ tone: statusTone(status) })} data-status={status}>
        {t(`adminArticles.statuses.${status}`)}
      </span>
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
