// The parts of an AI tool around its form: the allowance line, the answer with Copy, the members' chat link, and a
// refused or failed run with the way on.
import { css } from "styled-system/css";
import { type AiRequestType, daysUntilReset } from "../../domain/ai-tools.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { usePageNow } from "../../lib/page-clock.tsx";
import { ghostButton } from "../../ui/styles.ts";
import { LocaleLink } from "../../ui/locale-link.tsx";
import { showToast } from "../../ui/show-toast.ts";
import type { AiRunError } from "./run-stream.ts";
import type { AiToolState } from "./use-ai-tool.ts";

export const box = css({
  p: "4",
  borderRadius: "xl",
  bg: "surface",
  display: "flex",
  flexDirection: "column",
  gap: "2",
});

/** What is left of the month's allowance and when it renews (visitors: that signing in gives one). */
export function Allowance({ tool }: { tool: AiToolState }) {
  const { t } = useI18n();
  const now = usePageNow();
  const me = tool.state?.me;
  const info = me?.customerInfo;
  if (!tool.signedIn) {
    return (
      <p data-testid="ai-allowance" className={css({ fontSize: "sm", color: "muted" })}>
        {t("aiTools.allowanceAnonymous")}
      </p>
    );
  }
  if (!info) return null;
  if (info.chatGptUnlimited) {
    return (
      <p data-testid="ai-allowance" className={css({ fontSize: "sm", color: "muted" })}>
        {t("aiTools.allowanceUnlimited")}
      </p>
    );
  }
  const start = info.chatGptTokensPeriodStart ? new Date(info.chatGptTokensPeriodStart) : null;
  return (
    <p data-testid="ai-allowance" className={css({ fontSize: "sm", color: "muted" })}>
      {t("aiTools.allowance", { left: info.chatGptTokensLeft, limit: info.chatGptTokensLimit })}
      {start && ` · ${t("aiTools.allowanceRenews", { days: daysUntilReset(start, now) })}`}
      {!me?.isFellow && (
        <>
          {" · "}
          <LocaleLink
            to="/$locale/subscribe"
            className={css({ color: "brand", textDecoration: "underline" })}
            data-testid="ai-need-more"
          >
            {t("aiTools.needMore")}
          </LocaleLink>
        </>
      )}
    </p>
  );
}

/** The answer as it streams in, in an open panel; Copy once it is complete. */
export function AiResult({ text, running }: { text: string; running: boolean }) {
  const { t } = useI18n();
  return (
    <details open data-testid="ai-result" data-user-result className={box}>
      <summary className={css({ fontWeight: "bold", cursor: "pointer", color: "brand" })}>
        {t("aiTools.result")}
      </summary>
      <div
        data-testid="ai-result-text"
        aria-busy={running}
        className={css({ whiteSpace: "pre-wrap", lineHeight: "1.6", minH: "6" })}
      >
        {text}
      </div>
      {!running && text && (
        <button
          type="button"
          className={css({ alignSelf: "flex-start" }) + " " + ghostButton}
          data-testid="ai-copy"
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(text);
              showToast("bottom", { type: "success", title: t("aiTools.copied") });
            } catch {
              showToast("bottom", { type: "error", title: t("errors.INTERNAL_SERVER_ERROR") });
            }
          }}
        >
          {t("aiTools.copy")}
        </button>
      )}
    </details>
  );
}

/** The chat link for fellows (or, when none is configured, that it is not); others see why it is closed. */
export function MembersChat({ link, isFellow }: { link: string | null; isFellow: boolean }) {
  const { t } = useI18n();
  const style = css({ fontSize: "sm", fontWeight: "semibold" });
  return link
    ? (
      <a
        href={link}
        target="_blank"
        rel="noopener noreferrer"
        className={style + " " + css({ color: "brand" })}
        data-testid="ai-members-chat"
      >
        {t("aiTools.membersChat")}
      </a>
    )
    : isFellow
    ? (
      <p role="note" className={style + " " + css({ color: "muted" })} data-testid="ai-members-chat-missing">
        {t("aiTools.membersChatMissing")}
      </p>
    )
    : (
      <p aria-disabled="true" className={style + " " + css({ color: "muted" })} data-testid="ai-members-chat-locked">
        {t("aiTools.membersChatLocked")}
      </p>
    );
}

/** A refused or failed run: its text, and the way on (the subscription offer, or support). */
export function RunError({ error, type }: { error: AiRunError; type: AiRequestType }) {
  const { t } = useI18n();
  const noTokens = error.name === "noTokensLeft";
  const text = noTokens
    ? type === "GetCoverLetter"
      ? t("aiTools.errors.coverLetterNoTokens")
      : error.days != null
      ? t("aiTools.errors.noTokensLeft", { days: error.days })
      : t("aiTools.errors.noTokensLeftNoDays")
    : error.name === "aiFailed" && type === "GetCoverLetter"
    ? t("aiTools.errors.coverLetterFailed")
    : ["fellowsOnly", "aiNotConfigured", "aiFailed"].includes(error.name)
    ? t(`aiTools.errors.${error.name}`)
    : error.name === "TOO_MANY_REQUESTS"
    ? t("errors.TOO_MANY_REQUESTS")
    : error.name === "network"
    ? t("aiTools.errors.network")
    : error.message ?? t("errors.INTERNAL_SERVER_ERROR");
  return (
    <div
      role="alert"
      data-testid="ai-error"
      data-name={error.name}
      className={box + " " + css({ borderLeft: "4px solid token(colors.danger)" })}
    >
      <p>{text}</p>
      {(noTokens || error.name === "fellowsOnly") && (
        <p>
          {t("aiTools.errors.subscribeOffer")}{" "}
          <LocaleLink
            to="/$locale/subscribe"
            className={css({ color: "brand", fontWeight: "semibold", textDecoration: "underline" })}
            data-testid="ai-subscribe-offer"
          >
            {t("aiTools.errors.subscribeCta")}
          </LocaleLink>
        </p>
      )}
      {error.name === "aiFailed" && type === "GetCoverLetter" && (
        <LocaleLink to="/$locale/support" className={css({ color: "brand", textDecoration: "underline" })}>
          {t("aiTools.errors.contactSupport")}
        </LocaleLink>
      )}
    </div>
  );
}
