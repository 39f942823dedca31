// /order-completed?prId= (spec 03): after buying a product — the purchase message, the product and its access, and
// the ways on (home, purchases). The provider's confirmation may land a moment after the browser does: the page asks
// again a few times (a YooKassa return first confirms the payment itself), then says it is still being confirmed.
import { useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useSearch } from "@tanstack/react-router";
import { css, cx } from "styled-system/css";
import { formatDate, formatPrice } from "../../../i18n/format.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { LocaleLink } from "../../ui/locale-link.tsx";
import { ghostButton, pageWidth, primaryButton } from "../../ui/styles.ts";
import { useConfirmYooPayment } from "./mutations.ts";
import type { GetMyOrderForProductQuery } from "./purchases.generated.ts";
import { myOrderForProductQuery } from "./queries.ts";
import { ProductAccessLinks } from "./product-access.tsx";
import { returnSearch } from "./return-search.ts";

type Order = NonNullable<GetMyOrderForProductQuery["getMyOrderForProduct"]>;

export function OrderCompletedPage() {
  const { t, locale } = useI18n();
  const gql = useGql();
  const queryClient = useQueryClient();
  const { mutateAsync: confirmPayment } = useConfirmYooPayment();
  const search = returnSearch(useSearch({ strict: false }) as Record<string, unknown>);
  const [order, setOrder] = useState<Order | null>(null);
  // confirming → done (paid) | pending (still not confirmed after the retries) | none (no order of this product: a
  // product never bought or a bad id) | failed (the payment did not go through). Every end says where to go on.
  // refunded: it was paid, then the whole payment was returned (the access is closed).
  const [state, setState] = useState<"confirming" | "done" | "pending" | "none" | "failed" | "refunded">(
    "confirming",
  );

  useEffect(() => {
    let stopped = false;
    (async () => {
      if (!search.prId) {
        setState("none");
        return;
      }
      for (let attempt = 0; attempt < 10 && !stopped; attempt++) {
        if (search.yooPayment) {
          await confirmPayment({ paymentId: search.yooPayment }).catch(() => false);
        }
        const answer = await queryClient.fetchQuery(myOrderForProductQuery(gql, search.prId)).then(
          (found) => ({ found }),
          () => undefined,
        );
        if (stopped) return;
        const found = answer?.found;
        if (answer && !found) {
          setState("none");
          return;
        }
        if (found && found.status !== "PENDING") {
          setOrder(found);
          setState(found.status === "PAID" ? "done" : found.status === "REFUNDED" ? "refunded" : "failed");
          if (found.status === "PAID") void queryClient.invalidateQueries({ queryKey: ["orders"] });
          return;
        }
        await new Promise((r) => setTimeout(r, 1500));
      }
      if (!stopped) setState("pending");
    })();
    return () => {
      stopped = true;
    };
  }, [search.prId, search.yooPayment, gql, queryClient, confirmPayment]);

  return (
    <div className={cx(pageWidth, css({ py: "12", display: "flex", justifyContent: "center" }))}>
      <section
        data-testid="order-completed"
        data-state={state}
        className={css({ maxW: "680px", w: "full", display: "flex", flexDirection: "column", gap: "4" })}
      >
        <h1 className={css({ fontSize: { base: "2xl", md: "4xl" }, fontWeight: "extrabold", color: "brand" })}>
          {t(
            state === "done"
              ? "purchases.completedTitle"
              : state === "none"
              ? "purchases.noneTitle"
              : state === "failed"
              ? "purchases.failedTitle"
              : state === "refunded"
              ? "purchases.refundedTitle"
              : "purchases.confirmingTitle",
          )}
        </h1>
        {state === "confirming" && <p className={css({ color: "muted" })}>{t("purchases.confirming")}</p>}
        {state === "pending" && <p className={css({ color: "muted" })}>{t("purchases.pending")}</p>}
        {state === "none" && <p className={css({ color: "muted" })}>{t("purchases.none")}</p>}
        {state === "failed" && <p className={css({ color: "muted" })}>{t("purchases.failed")}</p>}
        {state === "refunded" && order && (
          <div
            data-testid="order-refunded"
            className={css({
              p: "5",
              borderRadius: "xl",
              border: "1px solid token(colors.line)",
              display: "flex",
              flexDirection: "column",
              gap: "2",
            })}
          >
            <h2 data-testid="order-product" className={css({ fontWeight: "bold", fontSize: "lg" })}>
              {order.product.title}
            </h2>
            <p>
              {t("purchases.refunded", {
                amount: formatPrice(order.totalPrice.value, order.totalPrice.currency, locale),
                date: order.refunded_at ? formatDate(order.refunded_at, locale) : "",
              })}
            </p>
            <p className={css({ color: "muted" })}>{t("purchases.accessClosed")}</p>
          </div>
        )}
        {order && state === "done" && (
          <div
            className={css({
              p: "5",
              borderRadius: "xl",
              border: "1px solid token(colors.line)",
              display: "flex",
              flexDirection: "column",
              gap: "3",
            })}
          >
            <p>{t("purchases.completedText")}</p>
            <h2 data-testid="order-product" className={css({ fontWeight: "bold", fontSize: "lg" })}>
              {order.product.title}
            </h2>
            <ProductAccessLinks product={order.product} />
          </div>
        )}
        <div className={css({ display: "flex", gap: "3", flexWrap: "wrap" })}>
          {(state === "failed" || state === "refunded") && order && (
            <LocaleLink
              to="/$locale/buy-service/$slug"
              params={{ slug: order.product.slug }}
              className={primaryButton}
              data-testid="try-again"
            >
              {t(state === "refunded" ? "purchases.buyAgain" : "purchases.tryAgain")}
            </LocaleLink>
          )}
          {state === "none" && (
            <LocaleLink to="/$locale/services" className={primaryButton} data-testid="to-services">
              {t("purchases.emptyButton")}
            </LocaleLink>
          )}
          <LocaleLink to="/$locale/" className={state === "done" ? primaryButton : ghostButton}>
            {t("purchases.toHome")}
          </LocaleLink>
          <LocaleLink to="/$locale/purchases" className={ghostButton} data-testid="to-purchases">
            {t("purchases.toPurchases")}
          </LocaleLink>
        </div>
      </section>
    </div>
  );
}
