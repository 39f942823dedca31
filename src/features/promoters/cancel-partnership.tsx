// "Cancel partnership": confirmed, then cancelMyPartnership, then the promoter is signed out and sent home (the codes
// stop working; commissions already earned are still paid).
import { useState } from "react";
import { css } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";
import { SignOutDocument } from "../../lib/operations.generated.ts";
import { useGqlMutation } from "../../lib/use-gql-mutation.ts";
import { showToast } from "../../ui/show-toast.ts";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { useCancelPartnership } from "./mutations.ts";
import { block, dangerLink } from "./styles.ts";

export function CancelPartnership() {
  const { t, locale } = useI18n();
  const [open, setOpen] = useState(false);
  const home = () => globalThis.location.replace(`/${locale}/`);
  const signOut = useGqlMutation(SignOutDocument, { onSuccess: home, onError: home });
  const cancel = useCancelPartnership({
    onSuccess: () => signOut.mutate({}),
    onError: () => showToast("top", { type: "error", title: t("errors.INTERNAL_SERVER_ERROR") }),
  });
  const busy = cancel.isPending || cancel.isSuccess;
  return (
    <section className={block} data-testid="cancel-partnership">
      <p className={css({ color: "muted" })}>{t("promoters.cancelPartnership.text")}</p>
      <button type="button" className={dangerLink} onClick={() => setOpen(true)} style={{ alignSelf: "flex-start" }}>
        {t("promoters.cancelPartnership.button")}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t("promoters.cancelPartnership.confirmTitle")}
        confirmLabel={t("promoters.cancelPartnership.confirm")}
        busy={busy}
        onConfirm={() => cancel.mutate({})}
        testId="cancel-partnership-dialog"
      >
        <p>{t("promoters.cancelPartnership.confirmText")}</p>
      </ConfirmDialog>
    </section>
  );
}
