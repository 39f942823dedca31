// One AI tool: its form (the spec's fields and rules, messages after the first submit), the allowance line, and the
// answer streaming into an expandable result panel with Copy. The form is kept in this browser as it is typed; a
// visitor's submit keeps the request and opens the sign-in dialog, and the request runs once they are back signed
// in. Prefills: the details the user kept (saveDetails), a job (?jobId=) for the cover letter and job keywords.
// The state and the run are useAiTool's (use-ai-tool.ts); the fields ai-tool-field.tsx; the rest ai-tool-parts.tsx.
import { css } from "styled-system/css";
import type { AiRequestType } from "../../domain/ai-tools.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { ghostButton, primaryButton } from "../../ui/styles.ts";
import { LocaleLink } from "../../ui/locale-link.tsx";
import { FORMS } from "./ai-tool-forms.ts";
import { AiField } from "./ai-tool-field.tsx";
import { AiResult, Allowance, box, MembersChat, RunError } from "./ai-tool-parts.tsx";
import { useAiTool } from "./use-ai-tool.ts";

export function AiTool({ type, jobId, idPrefix = "ai" }: { type: AiRequestType; jobId?: string; idPrefix?: string }) {
  const { t, viewerTier } = useI18n();
  const tool = useAiTool(type, jobId);
  const { running, fellowsOnly, configured, notice, error, text } = tool;
  return (
    <div data-testid={`ai-tool-${type}`} className={css({ display: "flex", flexDirection: "column", gap: "4" })}>
      <Allowance tool={tool} />
      {!configured && <p role="status" data-testid="ai-not-configured" className={box}>{t("aiTools.notConfigured")}</p>}
      {notice && <p role="status" data-testid="ai-notice" className={css({ color: "brand" })}>{notice}</p>}
      <form
        noValidate
        data-testid="ai-form"
        onSubmit={(e) => {
          e.preventDefault();
          tool.submit();
        }}
        className={css({
          display: "grid",
          gridTemplateColumns: { base: "1fr", md: "1fr 1fr" },
          gap: "4",
          alignItems: "start",
        })}
      >
        {FORMS[type].map((spec) => <AiField key={spec.name} spec={spec} type={type} idPrefix={idPrefix} tool={tool} />)}
        {type === "GetInterviewCoach" && (
          <p className={css({ gridColumn: "1 / -1", fontSize: "sm", color: "muted" })}>
            {t("aiTools.hints.answerOrProfession")}
          </p>
        )}
        {type === "GetCoverLetter" && (
          <label
            className={css({ gridColumn: "1 / -1", display: "flex", gap: "2", alignItems: "center", fontSize: "sm" })}
          >
            <input
              type="checkbox"
              checked={tool.remember}
              disabled={running}
              onChange={(e) => tool.setRemember(e.target.checked)}
              className={css({ w: "5", h: "5", accentColor: "var(--colors-brand)" })}
            />
            {t("aiTools.fields.saveDetails")}
          </label>
        )}
        <div
          className={css({ gridColumn: "1 / -1", display: "flex", flexWrap: "wrap", gap: "3", alignItems: "center" })}
        >
          {fellowsOnly
            ? (
              <LocaleLink to="/$locale/subscribe" className={primaryButton} data-testid="ai-members-only">
                {t("aiTools.membersOnly")}
              </LocaleLink>
            )
            : (
              <button
                type="submit"
                className={primaryButton}
                data-testid="ai-generate"
                disabled={running || tool.unchanged || !configured || (tool.tried && tool.invalid)}
              >
                {running ? t("aiTools.generating") : t("aiTools.generate")}
              </button>
            )}
          {running && (
            <button type="button" className={ghostButton} onClick={tool.stop}>
              {t("aiTools.stop")}
            </button>
          )}
          {type === "GetCoverLetter" && (
            <LocaleLink
              to="/$locale/experts"
              className={css({ fontSize: "sm", color: "brand", textDecoration: "underline" })}
            >
              {t("aiTools.expertHelp")}
            </LocaleLink>
          )}
        </div>
        {fellowsOnly && <p className={css({ gridColumn: "1 / -1", color: "muted" })}>{t("aiTools.membersOnlyText")}</p>}
      </form>
      {type === "GetInterviewCoach" && (
        <MembersChat link={tool.state?.getClubChatLink ?? null} isFellow={viewerTier === "fellow"} />
      )}
      {error && <RunError error={error} type={type} />}
      {(text || running) && <AiResult text={text} running={running} />}
    </div>
  );
}
