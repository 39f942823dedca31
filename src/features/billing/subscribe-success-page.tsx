// /subscribe-success (spec 03): after paying. A YooKassa return first confirms the payment (re-read on the server);
// the signed-in user is refetched, so the header's Join link goes, and `back` (a same-site path) is where the member is
// then sent (spec 03: it redirects). A visitor who is not signed in is asked to sign in, never welcomed.
import { useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useRouter, useSearch } from "@tanstack/react-router";
import { css, cx } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { LocaleLink } from "../../ui/locale-link.tsx";
import { ghostButton, pageWidth, primaryButton } from "../../ui/styles.ts";
import { useConfirmYooPayment } from "./mutations.ts";
import { billingMeQuery } from "./queries.ts";
import { returnSearch } from "./return-search.ts";

export function SubscribeSuccessPage() {
  const { t, locale } = useI18n();
  const gql = useGql();
  const queryClient = useQueryClient();
  const { mutateAsync: confirmPayment } = useConfirmYooPayment();
  const search = returnSearch(useSearch({ strict: false }) as Record<string, unknown>);
  // A member already (the Stripe webhook came first) reads the thanks at once, in the server's HTML; anyone else reads
  // "confirming" until the payment is confirmed, never a welcome the server has not granted.
  const router = useRouter();
  const viewerTier = router.options.context.viewerTier;
  const isFellow = viewerTier === "fellow";
  // A visitor who is not signed in has no membership to welcome: they are asked to sign in (and come back here).
  const [state, setState] = useState<"confirming" | "member" | "pending" | "signedOut">(
    viewerTier === "anonymous" ? "signedOut" : isFellow && !search.yooPayment ? "member" : "confirming",
  );
  const back = search.back ?? null;

  // Spec 03: `back` redirects to its (same-site) path once the membership is confirmed.
  useEffect(() => {
    if (state === "member" && back) void router.navigate({ href: back, replace: true });
  }, [state, back, router]);

  useEffect(() => {
    if (viewerTier === "anonymous") return;
    let stopped = false;
    (async () => {
      // The notification usually arrives first; the page does not wait on it (confirmYooPayment re-reads the payment).
      for (let attempt = 0; attempt < 8 && !stopped; attempt++) {
        if (search.yooPayment) {
          await confirmPayment({ paymentId: search.yooPayment }).catch(() => false);
        }
        const me = await queryClient.fetchQuery(billingMeQuery(gql));
        if (me?.isFellow) {
          // The header's user (and its Join link) follows.
          void queryClient.invalidateQueries({ queryKey: ["me"] });
          if (!stopped) setState("member");
          return;
        }
        await new Promise((r) => setTimeout(r, 1500));
      }
      if (!stopped) setState("pending");
    })();
    return () => {
      stopped = true;
    };
  }, [search.yooPayment, gql, queryClient, viewerTier, confirmPayment]);

  const here = `/${locale}/subscribe-success/${search.back ? `?${new URLSearchParams({ back: search.back })}` : ""}`;
  return (
    <div className={cx(pageWidth, css({ py: "16", display: "flex", justifyContent: "center" }))}>
      <section
        data-testid="subscribe-success"
        data-state={state}
        className={css({ maxW: "640px", textAlign: "center", display: "flex", flexDirection: "column", gap: "4" })}
      >
        <h1 className={css({ fontSize: { base: "2xl", md: "4xl" }, fontWeight: "extrabold", color: "brand" })}>
          {t(
            state === "member"
              ? "billing.success.title"
              : state === "signedOut"
              ? "billing.success.signedOutTitle"
              : "billing.success.confirmingTitle",
          )}
        </h1>
        <p className={css({ color: "muted" })}>
          {t(
            state === "member"
              ? "billing.success.text"
              : state === "pending"
              ? "billing.success.pending"
              : state === "signedOut"
              ? "billing.success.signedOut"
              : "billing.success.confirming",
          )}
        </p>
        <div className={css({ display: "flex", gap: "3", justifyContent: "center", flexWrap: "wrap" })}>
          {state === "signedOut" && (
            <LocaleLink
              to="/$locale/subscribe-success"
              search={`?${new URLSearchParams({ auth: "signin", redirectTo: here })}`}
              className={primaryButton}
              data-testid="success-sign-in"
            >
              {t("nav.login")}
            </LocaleLink>
          )}
          <LocaleLink
            to="/$locale/"
            className={state === "signedOut" ? ghostButton : primaryButton}
            data-testid="success-home"
          >
            {t("billing.success.home")}
          </LocaleLink>
          {state !== "signedOut" && (
            <LocaleLink to="/$locale/profile" className={ghostButton}>{t("billing.success.profile")}</LocaleLink>
          )}
        </div>
      </section>
    </div>
  );
}
