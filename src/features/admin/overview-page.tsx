// /admin: the back office's first screen: the role, how long changes may be made without the password, and the
// sections this role works in.
import { useSuspenseQuery } from "@tanstack/react-query";
import { css, cx } from "styled-system/css";
import { ADMIN_FRESH_SIGN_IN_MINUTES } from "../../domain/authorization.ts";
import { formatDateTime } from "../../../i18n/format.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { LocaleLink } from "../../ui/locale-link.tsx";
import { adminMenuFor } from "./admin-menu.ts";
import { adminOverviewQuery } from "./queries.ts";
import { focusRing, screenTitle } from "./kit/styles.ts";

/** A screen's card: its name, what it is for, and what waits there. */
const sectionLink = cx(
  focusRing,
  css({
    display: "block",
    h: "full",
    bg: "white",
    borderRadius: "xl",
    p: "5",
    border: "1px solid",
    borderColor: "line",
    _hover: { borderColor: "brand" },
  }),
);

export function AdminOverviewPage() {
  const { t, locale } = useI18n();
  const overview = useSuspenseQuery(adminOverviewQuery(useGql())).data;
  if (!overview) return null;
  const sections = adminMenuFor(overview.areas).filter((item) => item.area !== "team");
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "6" })}>
      <h1 className={screenTitle}>{t("admin.overview.heading")}</h1>
      <p>{t("admin.overview.lead", { role: t(`admin.roles.${overview.role}`) })}</p>
      <p data-testid="admin-fresh" className={css({ color: "muted" })}>
        {overview.signInFreshUntil
          ? t("admin.overview.freshUntil", { time: formatDateTime(overview.signInFreshUntil, locale) })
          : t("admin.overview.notFresh", { minutes: ADMIN_FRESH_SIGN_IN_MINUTES })}
      </p>
      <ul
        className={css({
          display: "grid",
          gridTemplateColumns: { base: "1fr", md: "repeat(2, 1fr)", lg: "repeat(3, 1fr)" },
          gap: "4",
        })}
      >
        {sections.map((item) => (
          <li key={item.key}>
            <LocaleLink to={item.to} className={sectionLink}>
              <span className={css({ display: "block", fontWeight: "bold", color: "brand", mb: "1" })}>
                {t(item.key)}
              </span>
              <span className={css({ color: "muted", fontSize: "sm" })}>
                {t(`admin.overview.descriptions.${item.key.split(".").pop()}`)}
              </span>
              {waitingOf(item.key, overview.waiting) > 0 && (
                <span
                  data-testid={`waiting-${item.area}`}
                  className={css({
                    display: "inline-block",
                    mt: "2",
                    px: "2",
                    py: "0.5",
                    borderRadius: "full",
                    bg: "accentSoft",
                    color: "accentDark",
                    fontWeight: "semibold",
                    fontSize: "sm",
                  })}
                >
                  {t("admin.overview.waiting", { count: waitingOf(item.key, overview.waiting) })}
                </span>
              )}
            </LocaleLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What waits on a screen (by its menu key): jobs for a moderator, expert profiles, new messages. */
function waitingOf(key: string, waiting: { jobs?: number | null; experts?: number | null; inbox?: number | null }) {
  if (key === "admin.areas.jobs") return waiting.jobs ?? 0;
  if (key === "admin.areas.moderation") return waiting.experts ?? 0;
  if (key === "admin.areas.inbox") return waiting.inbox ?? 0;
  return 0;
}
