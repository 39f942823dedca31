// The affiliates page's "Become a promoter" path (issue 27): a visitor signs up or signs in (the auth dialog, which
// then opens the profile at its promotion block, where the application is made); a signed-in user who has not applied
// applies here at once (applyForPartnership, the profile's own write) and reads "request sent"; one who has applied
// reads that the request waits for moderation; a promoter gets the way into the promoter area. Where the visitor
// stands is asked after hydration, so the page stays one public page for everyone.
import { useQuery } from "@tanstack/react-query";
import { css, cx } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { LocaleLink } from "../../ui/locale-link.tsx";
import { showToast } from "../../ui/show-toast.ts";
import { ghostButton, primaryButton } from "../../ui/styles.ts";
import { useApplyForPromotion } from "./mutations.ts";
import { promoterApplicationQuery } from "./queries.ts";

const row = css({
  display: "flex",
  flexWrap: "wrap",
  gap: "3",
  alignItems: "center",
  // The shared button style keeps its label on one line; a long label here wraps on a phone instead.
  "& > a, & > button": { whiteSpace: "normal", textAlign: "center", h: "auto", minH: "44px", py: "2" },
});
const note = css({ fontWeight: "semibold", color: "brand" });

export function BecomePromoter() {
  const { t, locale, viewerTier } = useI18n();
  const gql = useGql();
  const signedIn = viewerTier !== "anonymous";
  const { data: me, isPending } = useQuery({ ...promoterApplicationQuery(gql), enabled: signedIn });
  const apply = useApplyForPromotion({
    onSuccess: (data) => {
      const error = data.updateUserInfo.error;
      if (error) showToast("top", { type: "error", title: t(error.i18nKey) });
    },
    onError: (key) => showToast("top", { type: "error", title: t(key) }),
  });

  if (!signedIn) {
    // After signing in the browser opens the profile at its promotion block (a same-site path, checked again by the
    // dialog).
    const redirectTo = encodeURIComponent(`/${locale}/profile/#promotion-title`);
    return (
      <div className={row} data-testid="promoter-path" data-state="visitor">
        <LocaleLink
          search={`?auth=signup&redirectTo=${redirectTo}`}
          className={primaryButton}
          data-testid="promoter-signup"
        >
          {t("partnership.promoter.signUp")}
        </LocaleLink>
        <LocaleLink
          search={`?auth=signin&redirectTo=${redirectTo}`}
          className={cx(ghostButton, css({ border: "1px solid token(colors.line)" }))}
          data-testid="promoter-signin"
        >
          {t("partnership.promoter.signIn")}
        </LocaleLink>
      </div>
    );
  }

  if (isPending || !me) {
    return <div className={row} data-testid="promoter-path" data-state="loading" aria-busy="true" />;
  }

  if (me.role === "PROMOTER" || me.applyForPartnership.isApprovedPartner) {
    return (
      <div className={row} data-testid="promoter-path" data-state="promoter">
        <p className={note}>{t("partnership.promoter.isPromoter")}</p>
        <LocaleLink to="/$locale/promoter" className={primaryButton} data-testid="promoter-area-link">
          {t("partnership.promoter.openArea")}
        </LocaleLink>
      </div>
    );
  }

  const justApplied = apply.isSuccess && !apply.data.updateUserInfo.error;
  if (justApplied || me.applyForPartnership.requestForPartnershipSent) {
    // Just applied here, or earlier: the same request, waiting for a moderator.
    return (
      <div className={row} data-testid="promoter-path" data-state="sent">
        <p role="status" className={note} data-testid="promoter-request-sent">
          {justApplied ? t("partnership.promoter.sent") : t("partnership.promoter.waiting")}
        </p>
      </div>
    );
  }

  return (
    <div className={row} data-testid="promoter-path" data-state="apply">
      <button
        type="button"
        className={primaryButton}
        disabled={apply.isPending}
        aria-busy={apply.isPending || undefined}
        onClick={() => apply.mutate({})}
        data-testid="promoter-apply"
      >
        {apply.isPending ? t("partnership.sending") : t("partnership.promoter.apply")}
      </button>
    </div>
  );
}
