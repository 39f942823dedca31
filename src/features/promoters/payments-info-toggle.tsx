// The payments-info toggle: when on, the promoter is mailed each commission as it is earned.
import { useI18n } from "../../lib/i18n.tsx";
import { css } from "styled-system/css";
import { showToast } from "../../ui/show-toast.ts";
import { useTogglePaymentsInfo } from "./mutations.ts";
import { block } from "./styles.ts";

export function PaymentsInfoToggle({ on }: { on: boolean }) {
  const { t } = useI18n();
  const toggle = useTogglePaymentsInfo({
    onError: () => showToast("top", { type: "error", title: t("errors.INTERNAL_SERVER_ERROR") }),
  });
  return (
    <section className={block} data-testid="payments-info">
      <label className={css({ display: "flex", gap: "3", alignItems: "center", cursor: "pointer" })}>
        <input
          type="checkbox"
          role="switch"
          checked={on}
          disabled={toggle.isPending}
          onChange={() => toggle.mutate({})}
          className={css({ w: "5", h: "5", accentColor: "token(colors.accent)", flexShrink: 0 })}
        />
        <span>
          <span className={css({ fontWeight: "semibold", display: "block" })}>{t("promoters.paymentsInfo.label")}</span>
          <span className={css({ color: "muted", fontSize: "sm" })}>{t("promoters.paymentsInfo.hint")}</span>
        </span>
      </label>
    </section>
  );
}
