// YooKassa's checkout widget (spec 03): the script is loaded once, a token is asked for on mount and whenever the
// plan or coupon changes (tokenKey), any earlier frame is removed before rendering, and when no token comes within
// 20 s (or it is empty) a red notice says the payment service is temporarily unavailable, with a support button. The
// widget opens only for the amount the page shows: the server's payment amount is compared with it first.
import { useEffect, useId, useRef, useState } from "react";
import { css } from "styled-system/css";
import { useI18n } from "../../../lib/i18n.tsx";
import { LocaleLink } from "../../../ui/locale-link.tsx";
import { ghostButton } from "../../../ui/styles.ts";
import { errorKeyOf } from "../../../lib/use-gql-mutation.ts";
import { formatPrice } from "../../../../i18n/format.ts";

/** How long the page waits for a token before saying the service is unavailable. */
export const YOO_WIDGET_TIMEOUT_MS = 20_000;

type WidgetInstance = { render(id: string): Promise<void>; destroy(): void };
type WidgetConstructor = new (options: {
  confirmation_token: string;
  return_url: string;
  error_callback?: (error: unknown) => void;
}) => WidgetInstance;

const scripts = new Map<string, Promise<void>>();

function loadScript(url: string): Promise<void> {
  if (!scripts.has(url)) {
    scripts.set(
      url,
      new Promise((resolve, reject) => {
        const script = document.createElement("script");
        script.src = url;
        script.async = true;
        script.onload = () => resolve();
        script.onerror = () => {
          scripts.delete(url);
          reject(new Error("the widget script did not load"));
        };
        document.head.appendChild(script);
      }),
    );
  }
  return scripts.get(url)!;
}

/**
 * A YooKassa payment the server started: paid means nothing was left to pay (a whole-price coupon), so there is no
 * widget and the page goes to the return page; amount is what the server's order asked YooKassa for.
 */
export type YooToken = {
  confirmationToken: string;
  paymentId: string;
  paid?: boolean;
  amount: { value: number; currency: "RUB" | "USD" };
};

export function YooWidget(
  { scriptUrl, tokenKey, requestToken, returnUrl, expectedAmount }: {
    scriptUrl: string;
    /** Changes when what is paid changes (plan, coupon): a new token is asked for. */
    tokenKey: string;
    requestToken(): Promise<YooToken>;
    returnUrl(paymentId: string): string;
    /**
     * The total the page shows, in rubles. The widget opens only when the server's payment is for exactly this
     * amount (DESIGN rule 14); otherwise the member is told the amount the payment would take, and nothing is paid.
     */
    expectedAmount?: number;
  },
) {
  const { t, locale } = useI18n();
  const containerId = `yoo-widget-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const [state, setState] = useState<"loading" | "ready" | "unavailable" | "error" | "mismatch">("loading");
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [charged, setCharged] = useState<number | null>(null);
  const expected = useRef(expectedAmount);
  expected.current = expectedAmount;
  const widget = useRef<WidgetInstance | null>(null);
  // The latest request function, without making it a dependency (pages pass a new closure every render).
  const request = useRef(requestToken);
  request.current = requestToken;
  const back = useRef(returnUrl);
  back.current = returnUrl;

  useEffect(() => {
    let cancelled = false;
    setState("loading");
    setErrorKey(null);
    const timer = setTimeout(() => {
      if (!cancelled) setState((s) => (s === "loading" ? "unavailable" : s));
    }, YOO_WIDGET_TIMEOUT_MS);
    (async () => {
      try {
        const [token] = await Promise.all([request.current(), loadScript(scriptUrl)]);
        if (cancelled) return;
        if (token.paid) {
          globalThis.location.assign(back.current(token.paymentId));
          return;
        }
        if (!token.confirmationToken) {
          setState("unavailable");
          return;
        }
        // The page's total and the provider's amount differ (a price changed since the page was loaded): no widget,
        // and the member reads what the payment would have taken.
        if (
          expected.current !== undefined && Math.round(token.amount.value * 100) !== Math.round(expected.current * 100)
        ) {
          setCharged(token.amount.value);
          setState("mismatch");
          return;
        }
        const Widget = (globalThis as unknown as { YooMoneyCheckoutWidget?: WidgetConstructor })
          .YooMoneyCheckoutWidget;
        if (!Widget) throw new Error("the widget script defined no widget");
        // Frames of an earlier token go first (spec 03).
        widget.current?.destroy();
        document.getElementById(containerId)?.querySelectorAll("iframe").forEach((f) => f.remove());
        const instance = new Widget({
          confirmation_token: token.confirmationToken,
          return_url: back.current(token.paymentId),
          error_callback: () => setState("unavailable"),
        });
        widget.current = instance;
        await instance.render(containerId);
        if (!cancelled) setState("ready");
      } catch (error) {
        if (cancelled) return;
        const key = errorKeyOf(error);
        // A refusal the member can act on (a bad coupon, not signed in) is said as such; anything else is the
        // spec's "temporarily unavailable".
        if (key !== "errors.INTERNAL_SERVER_ERROR" && key !== "billing.errors.PROVIDER_ERROR") {
          setErrorKey(key);
          setState("error");
        } else setState("unavailable");
      } finally {
        clearTimeout(timer);
      }
    })();
    return () => {
      cancelled = true;
      clearTimeout(timer);
      widget.current?.destroy();
      widget.current = null;
    };
  }, [scriptUrl, tokenKey, containerId]);

  return (
    <div data-testid="yoo-widget" data-state={state}>
      {state === "loading" && <p className={css({ color: "muted" })}>{t("billing.checkout.widgetLoading")}</p>}
      {state === "unavailable" && (
        <div
          role="alert"
          data-testid="yoo-unavailable"
          className={css({ color: "danger", display: "flex", flexDirection: "column", gap: "2", alignItems: "start" })}
        >
          <p>{t("billing.checkout.yooUnavailable")}</p>
          <LocaleLink to="/$locale/support" className={ghostButton}>{t("billing.checkout.contactSupport")}</LocaleLink>
        </div>
      )}
      {state === "error" && errorKey && <p role="alert" className={css({ color: "danger" })}>{t(errorKey)}</p>}
      {state === "mismatch" && charged !== null && (
        <div
          role="alert"
          data-testid="yoo-amount-mismatch"
          className={css({ color: "danger", display: "flex", flexDirection: "column", gap: "2", alignItems: "start" })}
        >
          <p>{t("billing.checkout.amountChanged", { amount: formatPrice(charged, "RUB", locale) })}</p>
          <button type="button" className={ghostButton} onClick={() => globalThis.location.reload()}>
            {t("billing.checkout.reload")}
          </button>
        </div>
      )}
      <div id={containerId} className={css({ minH: state === "ready" ? "340px" : 0 })} />
    </div>
  );
}
