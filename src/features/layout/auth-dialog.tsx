// The auth dialog shell opened by ?auth=…; sign-in and sign-up forms arrive with the accounts issue.
import { Dialog } from "../../ui/dialog.tsx";
import { css } from "styled-system/css";
import type { Translate } from "../../../i18n/translator.ts";
import type { AuthMode } from "./auth-search.ts";

export default function AuthDialog({ mode, t, onClose }: { mode: AuthMode; t: Translate; onClose: () => void }) {
  return (
    <Dialog
      open
      onOpenChange={(open: boolean) => !open && onClose()}
      title={t(mode === "signup" ? "auth.signupTitle" : "auth.signinTitle")}
      closeLabel={t("auth.close")}
    >
      <p className={css({ color: "muted" })} data-testid="auth-dialog-body">{t("auth.comingSoon")}</p>
    </Dialog>
  );
}
