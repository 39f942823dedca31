// The expert's own profile (spec 02 "Expert profile", "Expert form"): created for moderation, then edited; while not
// public a pulsing notice says a specialist is checking it. The form checks the shared rules (name, position and
// description of 3 characters or more with the count in the message, at least one contact) only after the first
// submit, then on every change; a price is sent only with both value and currency; a product's file is uploaded
// first (size and count limits with the spec's messages) and then named by its stored address. The form is
// expert-form.tsx, its state use-expert-form.ts, its draft expert-draft.ts, its writes mutations.ts.
import type { ReactNode } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { css, cx } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { LocaleLink } from "../../ui/locale-link.tsx";
import { ExpertForm } from "./expert-form.tsx";
import { expertParamsQuery, type OwnExpert, ownExpertQuery } from "./queries.ts";

export function ExpertEditor({ paymentsLink }: { paymentsLink: ReactNode }) {
  const { t, locale } = useI18n();
  const gql = useGql();
  const { data: expert } = useSuspenseQuery(ownExpertQuery(gql, locale));
  const { data: params } = useSuspenseQuery(expertParamsQuery(gql, locale));
  return (
    <div data-testid="expert-editor" className={css({ display: "grid", gap: "5" })}>
      {expert && <StatusNotice expert={expert} />}
      <div className={css({ display: "flex", gap: "3", flexWrap: "wrap", alignItems: "center" })}>
        <h2 className={css({ fontSize: "xl", fontWeight: "bold", flex: "1 1 16rem" })}>
          {t(expert ? "experts.form.editTitle" : "experts.form.createTitle")}
        </h2>
        {paymentsLink}
      </div>
      {/* Remounted with the saved profile, so the form always starts from what the server holds. */}
      <ExpertForm key={expert?.id ?? "new"} expert={expert} params={params} />
    </div>
  );
}

function StatusNotice({ expert }: { expert: OwnExpert }) {
  const { t } = useI18n();
  if (expert.status === "PUBLISHED" && expert.approved) {
    return (
      <p role="status" data-testid="expert-published" className={notice("success")}>
        {t("experts.form.published")}{" "}
        <LocaleLink
          to="/$locale/experts/$slug"
          params={{ slug: expert.slug }}
          className={css({ textDecoration: "underline" })}
        >
          {t("experts.form.open")}
        </LocaleLink>
      </p>
    );
  }
  if (expert.status === "DRAFT" && expert.rejectionReason) {
    return (
      <p role="status" data-testid="expert-rejected" className={notice("warning")}>
        {t("experts.form.rejected", { reason: expert.rejectionReason })}
      </p>
    );
  }
  return (
    <p role="status" data-testid="expert-moderation" className={cx(notice("info"), pulsing)}>
      {t("experts.form.moderation")}
    </p>
  );
}

const notice = (tone: "info" | "success" | "warning") =>
  css({
    p: "4",
    borderRadius: "xl",
    fontWeight: "medium",
    bg: tone === "success" ? "#e8f6ee" : tone === "warning" ? "#fff4e0" : "#eaf1fe",
    color: tone === "success" ? "#14532d" : tone === "warning" ? "#7a4100" : "#1e3a8a",
  });
const pulsing = css({
  animation: "pulse 2s cubic-bezier(0.4, 0, 0.6, 1) infinite",
  "@media (prefers-reduced-motion: reduce)": { animation: "none" },
});
