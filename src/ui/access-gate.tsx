// The gate under content the viewer may not read yet (a job's details, an article's second half): what it takes, and
// the one step that gives it — Join the club (back to this page afterwards) or Register — plus Login for visitors.
import { css, cx } from "styled-system/css";
import type { ReadAccess } from "../domain/access.ts";
import { requiredAction } from "../domain/access.ts";
import { useI18n } from "../lib/i18n.tsx";
import { LocaleLink } from "./locale-link.tsx";
import { ghostButton, primaryButton } from "./styles.ts";

export type AccessGateProps = {
  readAccess: ReadAccess;
  /** The page to come back to after subscribing, without the locale, e.g. `/jobs/12/`. */
  returnTo: string;
  /** data-testid of the gate; its buttons get `-subscribe` / `-register`. */
  testId: string;
  /** i18n keys. */
  texts: { title: [subscribe: string, register: string]; text: [subscribe: string, register: string] };
  labels: { subscribe: string; register: string; login: string };
  /** Extra classes for the box (margins, a card look). */
  className?: string;
};

export function AccessGate({ readAccess, returnTo, testId, texts, labels, className }: AccessGateProps) {
  const { t, viewerTier } = useI18n();
  const subscribe = requiredAction(readAccess) === "subscribe";
  const pick = ([whenSubscribe, whenRegister]: [string, string]) => t(subscribe ? whenSubscribe : whenRegister);
  return (
    <aside
      data-testid={testId}
      data-gate={subscribe ? "subscribe" : "register"}
      className={cx(
        css({
          p: { base: "5", md: "8" },
          borderRadius: "xl",
          border: "1px solid token(colors.line)",
          display: "flex",
          flexDirection: "column",
          gap: "3",
          alignItems: "flex-start",
        }),
        className,
      )}
    >
      <p className={css({ fontSize: "xl", fontWeight: "bold", color: "brand" })}>{pick(texts.title)}</p>
      <p className={css({ color: "muted" })}>{pick(texts.text)}</p>
      <div className={css({ display: "flex", gap: "2", flexWrap: "wrap" })}>
        {subscribe
          ? (
            <LocaleLink
              to="/$locale/subscribe"
              search={`?redirectTo=${encodeURIComponent(returnTo)}`}
              className={primaryButton}
              data-testid={`${testId}-subscribe`}
            >
              {t(labels.subscribe)}
            </LocaleLink>
          )
          : (
            <LocaleLink search="?auth=signup" className={primaryButton} data-testid={`${testId}-register`}>
              {t(labels.register)}
            </LocaleLink>
          )}
        {viewerTier === "anonymous" && (
          <LocaleLink search="?auth=signin" className={ghostButton}>{t(labels.login)}</LocaleLink>
        )}
      </div>
    </aside>
  );
}
