// Breadcrumbs: Home, then the trail; the last item is the current page (aria-current).
import { css } from "styled-system/css";
import { useI18n } from "../lib/i18n.tsx";
import { linkOf, type LinkTarget, LocaleLink } from "./locale-link.tsx";

/** A step of the trail: a page (`to`, `params`), or the current page (no link). */
export type Crumb = { label: string } & (LinkTarget | { to?: undefined });

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useI18n();
  const trail: Crumb[] = [{ label: t("breadcrumbs.home"), to: "/$locale/" }, ...items];
  return (
    <nav
      aria-label={t("breadcrumbs.label")}
      data-testid="breadcrumbs"
      className={css({ fontSize: "sm", color: "muted", py: "4" })}
    >
      <ol className={css({ display: "flex", flexWrap: "wrap", gap: "2", alignItems: "center" })}>
        {trail.map((crumb, i) => {
          const last = i === trail.length - 1;
          return (
            <li key={i} className={css({ display: "inline-flex", gap: "2", alignItems: "center" })}>
              {last || !crumb.to
                ? <span aria-current={last ? "page" : undefined} className={css({ color: "ink" })}>{crumb.label}</span>
                : (
                  <LocaleLink {...linkOf(crumb)} className={css({ _hover: { color: "brand" } })}>
                    {crumb.label}
                  </LocaleLink>
                )}
              {!last && <span aria-hidden="true">/</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
