// /tools/{tool}: one AI tool on its own page — its title and what it does, the five tools as a menu, the tool itself.
import { useLoaderData, useSearch } from "@tanstack/react-router";
import { css } from "styled-system/css";
import { AI_TOOLS, type AiRequestType } from "../../domain/ai-tools.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { Breadcrumbs } from "../../ui/breadcrumbs.tsx";
import { LocaleLink } from "../../ui/locale-link.tsx";
import { pageWidth } from "../../ui/styles.ts";
import { AiTool } from "./ai-tool.tsx";

export function ToolsPage({ type, jobId }: { type: AiRequestType; jobId?: string }) {
  const { t } = useI18n();
  return (
    <div
      className={pageWidth + " " +
        css({ py: { base: "6", md: "10" }, display: "flex", flexDirection: "column", gap: "5" })}
    >
      <Breadcrumbs items={[{ label: t(`aiTools.tabs.${type}`) }]} />
      <h1
        className={css({
          fontSize: { base: "2xl", md: "4xl" },
          fontWeight: "extrabold",
          color: "brand",
          lineHeight: "1.15",
        })}
      >
        {t(`aiTools.titles.${type}`)}
      </h1>
      <p className={css({ color: "muted", maxW: "760px" })}>{t(`aiTools.intros.${type}`)}</p>
      <nav
        aria-label={t("aiTools.panelTitle")}
        className={css({
          display: "flex",
          gap: "2",
          flexWrap: { base: "nowrap", md: "wrap" },
          overflowX: "auto",
          pb: "1",
        })}
      >
        {AI_TOOLS.map((tool) => (
          <LocaleLink
            key={tool.slug}
            to="/$locale/tools/$tool"
            params={{ tool: tool.slug }}
            aria-current={tool.type === type ? "page" : undefined}
            className={css({
              px: "4",
              py: "2",
              borderRadius: "full",
              border: "1px solid token(colors.line)",
              fontSize: "sm",
              fontWeight: "medium",
              whiteSpace: "nowrap",
              color: "brand",
              "&[aria-current=page]": { bg: "brand", color: "white", borderColor: "brand" },
            })}
          >
            {t(`aiTools.tabs.${tool.type}`)}
          </LocaleLink>
        ))}
      </nav>
      <AiTool key={type} type={type} jobId={jobId} />
    </div>
  );
}

/** The route's page: the tool its loader found, with the job to prefill from. */
export function ToolRoutePage() {
  const match = useLoaderData({ strict: false }) as { type?: AiRequestType } | undefined;
  const search = useSearch({ strict: false }) as { jobId?: string };
  return match?.type ? <ToolsPage type={match.type} jobId={search.jobId} /> : null;
}
