// The AI tools panel (spec 02): collapsible, titled AI Tools, with the five tools as tabs; only the chosen tool is
// rendered. The tracker opens it with an action that scrolls to it.
import { useState } from "react";
import { css } from "styled-system/css";
import { AI_TOOLS, type AiRequestType } from "../../domain/ai-tools.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { AiTool } from "./ai-tool.tsx";

export function AiToolsPanel({ open, onToggle }: { open: boolean; onToggle: (open: boolean) => void }) {
  const { t } = useI18n();
  const [tab, setTab] = useState<AiRequestType>("GetCoverLetter");
  return (
    <details
      open={open}
      onToggle={(e) => onToggle((e.target as HTMLDetailsElement).open)}
      data-testid="ai-panel"
      className={css({ border: "1px solid token(colors.line)", borderRadius: "xl", bg: "white" })}
    >
      <summary className={css({ p: "4", fontWeight: "bold", fontSize: "lg", color: "brand", cursor: "pointer" })}>
        {t("aiTools.panelTitle")}
      </summary>
      <div className={css({ px: "4", pb: "4" })}>
        <div
          role="tablist"
          aria-label={t("aiTools.panelTitle")}
          className={css({
            display: "flex",
            gap: "2",
            overflowX: "auto",
            borderBottom: "1px solid token(colors.line)",
            mb: "4",
          })}
        >
          {AI_TOOLS.map((tool) => (
            <button
              key={tool.type}
              type="button"
              role="tab"
              id={`ai-tab-${tool.type}`}
              aria-selected={tool.type === tab}
              aria-controls="ai-panel-tool"
              tabIndex={tool.type === tab ? 0 : -1}
              onClick={() => setTab(tool.type)}
              onKeyDown={(e) => {
                const at = AI_TOOLS.findIndex((x) => x.type === tab);
                const step = e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
                if (!step) return;
                const next = AI_TOOLS[(at + step + AI_TOOLS.length) % AI_TOOLS.length];
                setTab(next.type);
                document.getElementById(`ai-tab-${next.type}`)?.focus();
              }}
              className={css({
                px: "3",
                py: "3",
                fontWeight: "medium",
                color: "muted",
                whiteSpace: "nowrap",
                cursor: "pointer",
                borderBottom: "2px solid transparent",
                "&[aria-selected=true]": { color: "brand", borderColor: "brand" },
              })}
            >
              {t(`aiTools.tabs.${tool.type}`)}
            </button>
          ))}
        </div>
        <div role="tabpanel" id="ai-panel-tool" aria-labelledby={`ai-tab-${tab}`}>
          {open && <AiTool key={tab} type={tab} idPrefix="panel" />}
        </div>
      </div>
    </details>
  );
}
