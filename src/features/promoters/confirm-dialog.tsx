// A question that needs a yes before something is removed or ended (spec 03 §4: delete dialogs require confirmation).
import type { ReactNode } from "react";
import { css } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { ghostButton, primaryButton } from "../../ui/styles.ts";

export function ConfirmDialog(
  { open, onOpenChange, title, children, confirmLabel, onConfirm, busy, testId }: {
    open: boolean;
    onOpenChange: (open: boolean) => void;
    title: string;
    children?: ReactNode;
    confirmLabel: string;
    onConfirm: () => void;
    busy: boolean;
    testId: string;
  },
) {
  const { t } = useI18n();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={title}
      closeLabel={t("ui.close")}
      closeDisabled={busy}
    >
      <div className={css({ display: "flex", flexDirection: "column", gap: "4" })} data-testid={testId}>
        {children}
        <div className={css({ display: "flex", gap: "3", flexWrap: "wrap" })}>
          <button type="button" className={primaryButton} disabled={busy} onClick={onConfirm}>
            {confirmLabel}
          </button>
          <button type="button" className={ghostButton} disabled={busy} onClick={() => onOpenChange(false)}>
            {t("promoters.cancel")}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
