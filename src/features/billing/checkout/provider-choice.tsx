// The card issuer (spec 03): "Russia" pays through YooKassa in rubles, "Other country" through Stripe in dollars. A
// provider the server has no keys for (getPaymentProviders) is shown disabled with "not configured".
import { useQuery } from "@tanstack/react-query";
import { css } from "styled-system/css";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { providersQuery } from "../queries.ts";
import type { Provider } from "./types.ts";

export type ProviderChoiceProps = {
  value: Provider | null;
  onChange(provider: Provider): void;
};

const choice = css({
  flex: "1",
  minW: "140px",
  p: "3",
  borderRadius: "xl",
  border: "2px solid token(colors.line)",
  cursor: "pointer",
  textAlign: "left",
  fontWeight: "semibold",
  _disabled: { opacity: 0.5, cursor: "not-allowed" },
  "&[aria-pressed=true]": { borderColor: "accent", bg: "accentSoft" },
});

export function ProviderChoice({ value, onChange }: ProviderChoiceProps) {
  const { t } = useI18n();
  const gql = useGql();
  const providers = useQuery(providersQuery(gql));
  return (
    <fieldset className={css({ display: "flex", flexDirection: "column", gap: "2" })}>
      <legend className={css({ fontWeight: "semibold", mb: "2" })}>{t("billing.checkout.issuer")}</legend>
      <div className={css({ display: "flex", gap: "3", flexWrap: "wrap" })}>
        {(["Yoo", "Stripe"] as const).map((p) => {
          // Until the answer comes both look available; the server refuses an unconfigured one anyway.
          const configured = providers.data ? (p === "Yoo" ? providers.data.yoo : providers.data.stripe) : true;
          return (
            <button
              key={p}
              type="button"
              className={choice}
              aria-pressed={value === p}
              disabled={!configured}
              data-testid={`issuer-${p}`}
              onClick={() => onChange(p)}
            >
              {t(p === "Yoo" ? "billing.checkout.russia" : "billing.checkout.otherCountry")}
              <span className={css({ display: "block", fontWeight: "normal", fontSize: "sm", color: "muted" })}>
                {configured
                  ? t(p === "Yoo" ? "billing.checkout.russiaHint" : "billing.checkout.otherHint")
                  : t("billing.errors.NOT_CONFIGURED")}
              </span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
