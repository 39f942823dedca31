// /partnership (spec 03): four tabs — media, project, marketing, partner — whose index is `?type=` (0–3, anything else
// is the first), and under them the selected tab's description and form (TAB_FORM says which of the spec's four forms
// each tab shows). Choosing a tab replaces the address's `?type=`, so the address always names what is on screen.
import { useNavigate, useSearch } from "@tanstack/react-router";
import { css } from "styled-system/css";
import { PARTNERSHIP_TABS, partnershipTabIndex, TAB_FORM } from "../../domain/partnership.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { Breadcrumbs } from "../../ui/breadcrumbs.tsx";
import { contentTitle, pageWidth } from "../../ui/styles.ts";
import { PartnershipForm } from "./partnership-form.tsx";
import { panelId, PartnershipTabs, tabId } from "./partnership-tabs.tsx";

export function PartnershipPage() {
  const { t } = useI18n();
  const search = useSearch({ strict: false }) as { type?: unknown };
  const navigate = useNavigate();
  const selected = partnershipTabIndex(search.type);
  const tab = PARTNERSHIP_TABS[selected];
  const kind = TAB_FORM[tab];
  const select = (index: number) => {
    if (index < 0 || index >= PARTNERSHIP_TABS.length || index === selected) return;
    void navigate({
      to: ".",
      search: (previous: Record<string, unknown>) => ({ ...previous, type: index === 0 ? undefined : index }),
      replace: true,
      resetScroll: false,
    } as never);
  };
  const points = [1, 2, 3].map((n) => t(`partnership.tabs.${tab}.point${n}`));

  return (
    <div className={`${pageWidth} ${css({ pb: "16" })}`} data-testid="partnership-page">
      <Breadcrumbs items={[{ label: t("partnership.title") }]} />
      <header className={css({ display: "flex", flexDirection: "column", gap: "3", pb: { base: "6", md: "8" } })}>
        <h1 className={contentTitle}>{t("partnership.title")}</h1>
        <p className={css({ fontSize: { base: "md", md: "lg" }, color: "muted", maxW: "760px" })}>
          {t("partnership.lead")}
        </p>
      </header>

      <PartnershipTabs selected={selected} onSelect={select} />

      <section
        id={panelId}
        role="tabpanel"
        aria-labelledby={tabId(tab)}
        data-testid="partnership-panel"
        data-tab={tab}
        className={css({
          mt: { base: "6", md: "8" },
          display: "grid",
          gridTemplateColumns: "1fr",
          "@media (min-width: 1124px)": { gridTemplateColumns: "minmax(0, 2fr) minmax(0, 3fr)" },
          gap: { base: "6", md: "10" },
          alignItems: "start",
        })}
      >
        <div className={css({ display: "flex", flexDirection: "column", gap: "3" })}>
          <h2 className={css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold", color: "brand" })}>
            {t(`partnership.tabs.${tab}.title`)}
          </h2>
          <p data-testid="partnership-description">{t(`partnership.tabs.${tab}.text`)}</p>
          <ul className={css({ display: "flex", flexDirection: "column", gap: "2", mt: "1" })}>
            {points.map((point) => (
              <li key={point} className={css({ display: "flex", gap: "2", alignItems: "flex-start" })}>
                <span aria-hidden="true" className={css({ color: "accent", fontWeight: "bold" })}>✓</span>
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
        <div
          className={css({
            p: { base: "4", md: "6" },
            borderRadius: "xl",
            border: "1px solid token(colors.line)",
            bg: "white",
          })}
        >
          <h3 className={css({ fontWeight: "bold", fontSize: "lg", mb: "4" })}>{t(`partnership.forms.${kind}`)}</h3>
          {/* A new form per tab: switching tabs starts an empty form with no messages. */}
          <PartnershipForm key={kind} kind={kind} />
        </div>
      </section>
    </div>
  );
}
