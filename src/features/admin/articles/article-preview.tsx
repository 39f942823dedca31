// The article editor's preview: the last saved version as each reader tier sees it, in tabs (arrow keys move between
// them, as the tabs pattern says) over the public page's own component, fed by the server's shaping for that tier.
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { css, cx } from "styled-system/css";
import { PREVIEW_TIERS, type PreviewTier } from "../../../domain/admin-articles.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { hintClass } from "../kit/form-field.tsx";
import { smallButton } from "../kit/styles.ts";
import { type AdminArticlePreview, adminArticlePreviewQuery } from "./queries.ts";

/** Draws the public page of an article as a reader of `tier` sees it (the composition gives the public component). */
export type RenderArticlePreview = (article: AdminArticlePreview, tier: PreviewTier) => ReactNode;

export function ArticlePreviewTabs(
  { id, updatedAt, renderPreview }: { id: string; updatedAt: string; renderPreview: RenderArticlePreview },
) {
  const { t } = useI18n();
  const gql = useGql();
  const [tier, setTier] = useState<PreviewTier>("anonymous");
  const preview = useQuery({ ...adminArticlePreviewQuery(gql, id, tier), staleTime: 0 });
  const prefix = useId();
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = event.key === "ArrowRight"
      ? (index + 1) % PREVIEW_TIERS.length
      : event.key === "ArrowLeft"
      ? (index + PREVIEW_TIERS.length - 1) % PREVIEW_TIERS.length
      : event.key === "Home"
      ? 0
      : event.key === "End"
      ? PREVIEW_TIERS.length - 1
      : -1;
    if (next < 0) return;
    event.preventDefault();
    setTier(PREVIEW_TIERS[next]);
    tabs.current[next]?.focus();
  };
  return (
    <section
      aria-labelledby={`${prefix}-heading`}
      data-testid="admin-article-preview"
      data-updated={updatedAt}
      className={css({ bg: "white", borderRadius: "xl", p: { base: "3", md: "6" }, minW: 0 })}
    >
      <h2 id={`${prefix}-heading`} className={css({ fontSize: "lg", fontWeight: "bold", color: "brand", mb: "1" })}>
        {t("adminArticles.preview.heading")}
      </h2>
      <p className={cx(hintClass, css({ mb: "3" }))}>{t("adminArticles.messages.unsavedPreview")}</p>
      <div
        role="tablist"
        aria-label={t("adminArticles.preview.tabs")}
        className={css({ display: "flex", flexWrap: "wrap", gap: "2", mb: "4" })}
      >
        {PREVIEW_TIERS.map((value, index) => (
          <button
            key={value}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${prefix}-tab-${value}`}
            aria-selected={tier === value}
            aria-controls={`${prefix}-panel`}
            tabIndex={tier === value ? 0 : -1}
            data-testid={`admin-article-preview-${value}`}
            className={cx(
              smallButton,
              css({ "&[aria-selected=true]": { bg: "brand", color: "white", borderColor: "brand" } }),
            )}
            onClick={() => setTier(value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {t(`adminArticles.preview.${value}`)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${prefix}-panel`}
        aria-labelledby={`${prefix}-tab-${tier}`}
        data-testid="admin-article-preview-panel"
        data-tier={preview.data ? tier : undefined}
        tabIndex={0}
        className={css({
          border: "1px dashed",
          borderColor: "line",
          borderRadius: "lg",
          py: "4",
          minW: 0,
          overflow: "hidden",
          _focusVisible: { outline: "2px solid", outlineColor: "brand" },
        })}
      >
        {preview.isFetching && !preview.data
          ? <p aria-busy="true" className={hintClass}>…</p>
          : preview.data
          ? renderPreview(preview.data, tier)
          : null}
      </div>
    </section>
  );
}
