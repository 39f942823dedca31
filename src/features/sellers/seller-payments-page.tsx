// The seller payments page (spec 03): the tabs Payments and Payouts with Stripe's embedded components, fed by an
// account session's secret, and a button to the seller's Stripe dashboard (a one-time login link, opened only when
// the answer has no error). Before the account is connected it shows the connect or reconnect step; coming back
// from Stripe with stripeConnected shows the overview at once.
import { useEffect, useRef, useState } from "react";
import { css } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";
import { usePageLocation } from "../../lib/page-location.tsx";
import { sellerPageState, STRIPE_CONNECTED_FLAG } from "../../domain/sellers.ts";
import { SideMenuLayout } from "../../ui/side-menu-layout.tsx";
import { ghostButton } from "../../ui/styles.ts";
import { Tabs } from "../../ui/tabs.tsx";
import { useCreateAccountSession, useCreateStripeLoginLink } from "./mutations.ts";
import { SellerLoading, StripeConnectStep, useSellerStatus } from "./seller-connect.tsx";

export function SellerPaymentsPage() {
  const { t } = useI18n();
  const returned = new URL(usePageLocation().href, "http://page").searchParams.has(STRIPE_CONNECTED_FLAG);
  const { status, refresh } = useSellerStatus();
  const state = sellerPageState(status, returned);
  return (
    <SideMenuLayout title={t("sellers.title")}>
      <div data-testid="seller-page" data-state={state} className={css({ display: "grid", gap: "5" })}>
        {state === "loading" && <SellerLoading />}
        {(state === "connect_stripe" || state === "reconnect_stripe") && (
          <StripeConnectStep
            source="seller"
            reconnect={state === "reconnect_stripe"}
            title={t(state === "connect_stripe" ? "sellers.connectTitle" : "sellers.reconnectTitle")}
            lead={t(state === "connect_stripe" ? "sellers.connectLead" : "sellers.reconnectLead")}
            button={t(state === "connect_stripe" ? "sellers.connect" : "sellers.reconnect")}
            onReturned={refresh}
          />
        )}
        {state === "overview" && <SellerOverview />}
      </div>
    </SideMenuLayout>
  );
}

function SellerOverview() {
  const { t } = useI18n();
  const loginLink = useCreateStripeLoginLink();
  const opening = loginLink.isPending;
  const openDashboard = async () => {
    const tab = globalThis.open("about:blank", "_blank");
    const answer = await loginLink.mutateAsync({}).then((d) => d.createStripeLoginLink).catch(() => null);
    if (answer?.link && !answer.error) {
      if (tab) {
        tab.opener = null;
        tab.location.href = answer.link;
      } else globalThis.location.assign(answer.link);
      return;
    }
    tab?.close();
    globalThis.alert(answer?.error ?? t("sellers.retry"));
  };
  return (
    <>
      <div className={css({ display: "flex", gap: "3", flexWrap: "wrap", alignItems: "center" })}>
        <p className={css({ color: "muted", flex: "1 1 18rem" })}>{t("sellers.lead")}</p>
        <button
          type="button"
          className={ghostButton}
          onClick={openDashboard}
          disabled={opening}
          data-testid="stripe-dashboard"
        >
          {t("sellers.dashboard")}
        </button>
      </div>
      <Tabs
        ariaLabel={t("sellers.title")}
        tabs={[
          { value: "payments", label: t("sellers.payments"), content: <EmbeddedComponent kind="payments" /> },
          { value: "payouts", label: t("sellers.payouts"), content: <EmbeddedComponent kind="payouts" /> },
        ]}
      />
    </>
  );
}

type ConnectInstance = { create(kind: string): HTMLElement };
type ConnectGlobal = {
  init(params: { publishableKey: string; fetchClientSecret: () => Promise<string> }): ConnectInstance;
};

/** Connect.js, loaded once per page (Stripe's, or the local fake's on the embedded default). */
let connectScript: Promise<ConnectGlobal> | undefined;
function loadConnect(url: string): Promise<ConnectGlobal> {
  const loaded = () => (globalThis as { StripeConnect?: Partial<ConnectGlobal> }).StripeConnect;
  connectScript ??= new Promise<ConnectGlobal>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = url;
    script.async = true;
    script.onload = () => loaded()?.init ? resolve(loaded() as ConnectGlobal) : reject(new Error("no StripeConnect"));
    script.onerror = () => reject(new Error("Connect.js did not load"));
    document.head.appendChild(script);
  }).catch((error) => {
    connectScript = undefined;
    throw error;
  });
  return connectScript;
}

/** One embedded component (payments or payouts) on a fresh account session. */
function EmbeddedComponent({ kind }: { kind: "payments" | "payouts" }) {
  const { t } = useI18n();
  const { mutateAsync: createAccountSession } = useCreateAccountSession();
  const host = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    let element: HTMLElement | undefined;
    (async () => {
      const session = (await createAccountSession({})).createAccountSession;
      if (!session.secret || !session.publishableKey || !session.scriptUrl) {
        throw new Error(session.error ?? t("sellers.componentsUnavailable"));
      }
      const connect = await loadConnect(session.scriptUrl);
      if (cancelled) return;
      const instance = connect.init({
        publishableKey: session.publishableKey,
        fetchClientSecret: () => Promise.resolve(session.secret!),
      });
      element = instance.create(kind);
      host.current?.appendChild(element);
    })().catch((error) => !cancelled && setFailed(error instanceof Error ? error.message : String(error)));
    return () => {
      cancelled = true;
      element?.remove();
    };
  }, [createAccountSession, kind, t]);
  return (
    <div data-testid={`seller-${kind}`}>
      {failed
        ? <p role="alert" className={css({ color: "muted" })}>{t("sellers.componentsUnavailable")}</p>
        : <div ref={host} className={css({ minH: "12" })} />}
    </div>
  );
}
