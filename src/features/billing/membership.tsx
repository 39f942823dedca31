// The profile's membership block (spec 02): ACTIVE (or in trial) can cancel — a reason, then one retention offer,
// then the confirmation; PAUSED (cancelled, access until the period's end) can renew with a confirmation; SUSPENDED
// (a YooKassa renewal failed) renews by paying in the widget and comes back here; CANCELLED shows nothing more than
// the free-access text. A Stripe membership opens Stripe's portal for the card and invoices.
import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { css } from "styled-system/css";
import { formatDate, formatNumber, formatPrice } from "../../../i18n/format.ts";
import { CANCEL_REASONS, isRenewing } from "../../domain/billing.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { Dialog } from "../../ui/dialog.tsx";
import { LocaleLink } from "../../ui/locale-link.tsx";
import { ghostButton, primaryButton } from "../../ui/styles.ts";
import { showToast } from "../../ui/show-toast.ts";
import { YooWidget } from "./checkout/yoo-widget.tsx";
import {
  useAcceptRetentionOffer,
  useCancelMySubscription,
  useConfirmYooPayment,
  useCreatePortalSession,
  useInitSubscriptionToken,
  useRenewMySubscription,
} from "./mutations.ts";
import { mySubscriptionQuery, providersQuery } from "./queries.ts";

type Reason = typeof CANCEL_REASONS[number];

export function MembershipSection({ isFellow, className }: { isFellow: boolean; className?: string }) {
  const { t, locale } = useI18n();
  const gql = useGql();
  // Back from the widget after resuming a suspended membership: confirm the payment (the hook refetches the new
  // state), then drop the payment from the address.
  const { mutateAsync: confirmPayment } = useConfirmYooPayment();
  useEffect(() => {
    const paymentId = new URLSearchParams(globalThis.location.search).get("yooPayment");
    if (!paymentId || !/^[\w-]{1,64}$/.test(paymentId)) return;
    void confirmPayment({ paymentId }).catch(() => false).then(() => {
      const url = new URL(globalThis.location.href);
      url.searchParams.delete("yooPayment");
      globalThis.history.replaceState(globalThis.history.state, "", url.pathname + url.search);
    });
  }, [confirmPayment]);
  const subscription = useQuery(mySubscriptionQuery(gql));
  const providers = useQuery(providersQuery(gql));
  const [dialog, setDialog] = useState<null | "reason" | "offer" | "confirm" | "renew" | "resume">(null);
  const [reason, setReason] = useState<Reason | null>(null);
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | null>(null);
  const onError = (key: string) => {
    setError(key);
    showToast("top", { type: "error", title: t(key) });
  };
  const cancel = useCancelMySubscription({
    onSuccess: () => setDialog(null),
    onError,
  });
  const renew = useRenewMySubscription({
    onSuccess: () => setDialog(null),
    onError,
  });
  const offer = useAcceptRetentionOffer({
    onSuccess: () => {
      setDialog(null);
      showToast("top", { type: "success", title: t("membership.offerTaken") });
    },
    onError,
  });
  const busy = cancel.isPending || renew.isPending || offer.isPending;
  const { mutateAsync: initSubscriptionToken } = useInitSubscriptionToken();
  const portal = useCreatePortalSession({ onError });
  const sub = subscription.data;

  const title = (
    <h2 id="membership-title" className={css({ fontWeight: "bold", fontSize: "lg" })}>{t("profile.membership")}</h2>
  );
  if (subscription.isPending) {
    return <section className={className} aria-labelledby="membership-title">{title}</section>;
  }
  if (!sub || sub.status === "CANCELLED" || sub.status === "INCOMPLETE") {
    return (
      <section className={className} aria-labelledby="membership-title" data-testid="membership">
        {title}
        {isFellow && !sub
          ? <p>{t("profile.fellow")}</p>
          : (
            <div className={css({ display: "flex", gap: "3", alignItems: "center", flexWrap: "wrap" })}>
              <p>{t(sub?.status === "CANCELLED" ? "membership.cancelledText" : "profile.freeAccess")}</p>
              <LocaleLink to="/$locale/subscribe" className={primaryButton}>{t("profile.becomeMember")}</LocaleLink>
            </div>
          )}
      </section>
    );
  }

  const isStripe = sub.__typename === "StripeSubscription";
  const planTitle = sub.__typename === "StripeSubscription" ? sub.planTitle : sub.plan.title;
  const periodEnd = sub.__typename === "StripeSubscription"
    ? sub.cancel_at ?? sub.current_period_end
    : sub.cancel_at ?? sub.nextTimeCharge;
  const discount = sub.__typename === "StripeSubscription"
    ? sub.discount && {
      kind: sub.discount.kind,
      percent: sub.discount.percent_off ?? 0,
      charges: sub.discount.numberOfCharges,
      code: sub.discount.couponCode,
    }
    : sub.discount && {
      kind: sub.discount.kind,
      percent: sub.discount.percentage,
      charges: sub.discount.numberOfCharges,
      code: sub.discount.couponCode,
    };
  // The API gives major units (2 decimals at most); the formatter takes minor ones.
  const price = sub.__typename === "StripeSubscription"
    ? formatPrice(sub.priceWithoutDiscount, sub.currency, locale)
    : formatPrice(sub.plan.price.value, sub.plan.price.currency, locale);
  const customerId = sub.__typename === "StripeSubscription" ? sub.stripeCustomerId : null;
  const paymentPrompt = sub.__typename === "StripeSubscription" && sub.showSubscriptionPaymentPrompt;

  return (
    <section className={className} aria-labelledby="membership-title" data-testid="membership" data-status={sub.status}>
      {title}
      <dl className={css({ display: "grid", gridTemplateColumns: "auto 1fr", gap: "2", columnGap: "6" })}>
        <dt className={css({ color: "muted" })}>{t("membership.plan")}</dt>
        <dd>{planTitle} · {price}</dd>
        <dt className={css({ color: "muted" })}>{t("membership.status")}</dt>
        <dd data-testid="membership-status">{t(`membership.statuses.${sub.status}`)}</dd>
        {discount && (
          <>
            <dt className={css({ color: "muted" })}>{t("membership.discount")}</dt>
            <dd data-testid="membership-discount">
              {t(
                `membership.discounts.${discount.kind}${
                  discount.kind === "FIRST_TIMER_OFFER" && discount.charges > 1 ? "_MANY" : ""
                }`,
                { percent: formatNumber(discount.percent, locale), code: discount.code ?? "", count: discount.charges },
              )}
            </dd>
          </>
        )}
        {periodEnd && (
          <>
            <dt className={css({ color: "muted" })}>
              {t(sub.status === "PAUSED" ? "membership.accessUntil" : "membership.nextCharge")}
            </dt>
            <dd data-testid="membership-period-end">{formatDate(periodEnd, locale)}</dd>
          </>
        )}
      </dl>
      {paymentPrompt && <p role="alert" className={css({ color: "danger" })}>{t("membership.paymentFailed")}</p>}
      {error && <p role="alert" className={css({ color: "danger" })}>{t(error)}</p>}
      <div className={css({ display: "flex", gap: "3", flexWrap: "wrap" })}>
        {isRenewing(sub.status) && (
          <button
            type="button"
            className={ghostButton}
            data-testid="membership-cancel"
            disabled={busy}
            onClick={() => {
              setError(null);
              setReason(null);
              setComment("");
              setDialog("reason");
            }}
          >
            {t("membership.cancel")}
          </button>
        )}
        {sub.status === "PAUSED" && (
          <button
            type="button"
            className={primaryButton}
            data-testid="membership-renew"
            disabled={busy}
            onClick={() => setDialog("renew")}
          >
            {t("membership.renew")}
          </button>
        )}
        {sub.status === "SUSPENDED" && (
          <button
            type="button"
            className={primaryButton}
            data-testid="membership-resume"
            disabled={busy}
            onClick={() => setDialog("resume")}
          >
            {t("membership.renew")}
          </button>
        )}
        {isStripe && customerId && periodEnd && (
          <button
            type="button"
            className={ghostButton}
            data-testid="membership-portal"
            onClick={() => portal.mutate({ stripeCustomerId: customerId, locale })}
          >
            {t("membership.portal")}
          </button>
        )}
      </div>

      <Dialog
        open={dialog === "reason"}
        onOpenChange={(open) =>
          !open && setDialog(null)}
        title={t("membership.reasonTitle")}
        closeLabel={t("ui.close")}
      >
        <form
          noValidate
          className={css({ display: "flex", flexDirection: "column", gap: "3" })}
          onSubmit={(e) => {
            e.preventDefault();
            if (!reason) {
              return;
            }
            setDialog(sub.retentionOfferAvailable ? "offer" : "confirm");
          }}
        >
          <fieldset className={css({ display: "flex", flexDirection: "column", gap: "2" })}>
            <legend className={css({ mb: "2" })}>{t("membership.reasonLead")}</legend>
            {CANCEL_REASONS.map((r) => (
              <label key={r} className={css({ display: "flex", gap: "2", alignItems: "center", cursor: "pointer" })}>
                <input
                  type="radio"
                  name="reason"
                  value={r}
                  checked={reason === r}
                  onChange={() =>
                    setReason(r)}
                />
                {t(`membership.reasons.${r}`)}
              </label>
            ))}
          </fieldset>
          <label className={css({ display: "flex", flexDirection: "column", gap: "1" })}>
            {t("membership.comment")}
            <textarea
              value={comment}
              maxLength={1000}
              rows={3}
              onChange={(e) =>
                setComment(e.target.value)}
              className={css({ p: "2", borderRadius: "lg", border: "1px solid token(colors.line)" })}
            />
          </label>
          <button type="submit" className={primaryButton} disabled={!reason} data-testid="reason-next">
            {t("membership.next")}
          </button>
        </form>
      </Dialog>

      <Dialog
        open={dialog === "offer"}
        onOpenChange={(open) =>
          !open && setDialog(null)}
        title={t("membership.offerTitle")}
        closeLabel={t("ui.close")}
        closeDisabled={busy}
      >
        <div className={css({ display: "flex", flexDirection: "column", gap: "3" })} data-testid="retention-offer">
          <p>{t("membership.offerText")}</p>
          <button
            type="button"
            className={primaryButton}
            disabled={busy}
            data-testid="offer-accept"
            onClick={() =>
              offer.mutate({})}
          >
            {t("membership.offerAccept")}
          </button>
          <button
            type="button"
            className={ghostButton}
            disabled={busy}
            data-testid="offer-decline"
            onClick={() => setDialog("confirm")}
          >
            {t("membership.offerDecline")}
          </button>
        </div>
      </Dialog>

      <Dialog
        open={dialog === "confirm"}
        onOpenChange={(open) => !open && setDialog(null)}
        title={t("membership.confirmTitle")}
        closeLabel={t("ui.close")}
        closeDisabled={busy}
      >
        <div className={css({ display: "flex", flexDirection: "column", gap: "3" })}>
          <p>{t("membership.confirmText", { date: periodEnd ? formatDate(periodEnd, locale) : "—" })}</p>
          <button
            type="button"
            className={primaryButton}
            disabled={busy}
            data-testid="cancel-confirm"
            onClick={() => cancel.mutate({ reason, comment: comment.trim() || null })}
          >
            {t("membership.confirmCancel")}
          </button>
          <button type="button" className={ghostButton} disabled={busy} onClick={() => setDialog(null)}>
            {t("membership.keep")}
          </button>
        </div>
      </Dialog>

      <Dialog
        open={dialog === "renew"}
        onOpenChange={(open) => !open && setDialog(null)}
        title={t("membership.renewTitle")}
        closeLabel={t("ui.close")}
        closeDisabled={busy}
      >
        <div className={css({ display: "flex", flexDirection: "column", gap: "3" })}>
          <p>{t("membership.renewText")}</p>
          <button
            type="button"
            className={primaryButton}
            disabled={busy}
            data-testid="renew-confirm"
            onClick={() => renew.mutate({})}
          >
            {t("membership.renew")}
          </button>
        </div>
      </Dialog>

      <Dialog
        open={dialog === "resume"}
        onOpenChange={(open) => !open && setDialog(null)}
        title={t("membership.renewTitle")}
        closeLabel={t("ui.close")}
      >
        {dialog === "resume" && providers.data && sub.__typename === "YooSubscription" && (
          <YooWidget
            scriptUrl={providers.data.yooWidgetUrl}
            tokenKey={sub.id}
            requestToken={async () =>
              (await initSubscriptionToken({ planId: sub.plan.id, paymentSource: "other", couponCode: null }))
                .initSubscriptionToken}
            returnUrl={(paymentId) => `${globalThis.location.origin}/${locale}/profile/?yooPayment=${paymentId}`}
          />
        )}
      </Dialog>
    </section>
  );
}
