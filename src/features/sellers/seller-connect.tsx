// Connecting Stripe (spec 02 "Expert onboarding", spec 03 "Seller connection state"): the connect and reconnect
// steps, shared by the expert page and the seller payments page. The button opens Stripe's onboarding in a new tab;
// an answer with an error is alerted, no answer alerts 'Please try again after few seconds'. Coming back to the tab
// re-reads the status, so the page moves on by itself once Stripe has accepted the account.
import { type ReactNode, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { css } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";
import { useGql } from "../../lib/use-gql.ts";
import type { SellerSource, SellerStatus } from "../../domain/sellers.ts";
import { ghostButton, primaryButton } from "../../ui/styles.ts";
import { useConnectStripe } from "./mutations.ts";
import { sellerStatusQuery } from "./queries.ts";

/** The status check, re-read whenever the user comes back to this tab from Stripe's. */
export function useSellerStatus(): { status: SellerStatus | undefined; refresh: () => void } {
  const gql = useGql();
  const queryClient = useQueryClient();
  const { data } = useQuery({ ...sellerStatusQuery(gql), refetchOnWindowFocus: true });
  return { status: data, refresh: () => queryClient.invalidateQueries({ queryKey: ["sellerStatus"] }) };
}

export function StripeConnectStep(
  { source, reconnect, title, lead, button, onReturned }: {
    source: SellerSource;
    reconnect: boolean;
    title: string;
    lead: string;
    button: string;
    onReturned: () => void;
  },
) {
  const { t } = useI18n();
  const connectStripe = useConnectStripe();
  const busy = connectStripe.isPending;
  const [opened, setOpened] = useState(false);
  const connect = async () => {
    // The tab is opened within the click (a popup blocker allows that), then sent to Stripe once the link is known.
    const tab = globalThis.open("about:blank", "_blank");
    const answer = await connectStripe.mutateAsync({ source }).then((d) => d.connectStripe).catch(() => null);
    if (answer?.url) {
      if (tab) {
        tab.opener = null; // Stripe's page gets no handle on this one.
        tab.location.href = answer.url;
      } else globalThis.location.assign(answer.url);
      setOpened(true);
      return;
    }
    tab?.close();
    globalThis.alert(answer?.error ?? t("experts.onboarding.retry"));
  };
  return (
    <section
      data-testid={reconnect ? "reconnect-stripe" : "connect-stripe"}
      className={css({
        display: "grid",
        gap: "4",
        p: { base: "5", md: "8" },
        borderRadius: "2xl",
        bg: "surface",
        maxW: "2xl",
      })}
    >
      <h2 className={css({ fontSize: "xl", fontWeight: "bold" })}>{title}</h2>
      <p>{lead}</p>
      <div className={css({ display: "flex", gap: "3", flexWrap: "wrap", alignItems: "center" })}>
        <button type="button" className={primaryButton} onClick={connect} disabled={busy} aria-busy={busy}>
          {busy ? t("experts.onboarding.opening") : button}
        </button>
        {opened && (
          <button type="button" className={ghostButton} onClick={onReturned}>{t("experts.onboarding.refresh")}</button>
        )}
      </div>
      {opened && (
        <p role="status" className={css({ color: "muted", fontSize: "sm" })}>{t("experts.onboarding.newTab")}</p>
      )}
    </section>
  );
}

/** A short "loading" line while the status is read. */
export function SellerLoading(): ReactNode {
  const { t } = useI18n();
  return <p role="status" data-testid="seller-loading" className={css({ color: "muted" })}>{t("sellers.loading")}</p>;
}
