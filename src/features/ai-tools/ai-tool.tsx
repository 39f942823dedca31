// One AI tool: its form (the spec's fields and rules, messages after the first submit), the allowance line, and the
// answer streaming into an expandable result panel with Copy. The form is kept in this browser as it is typed; a
// visitor's submit keeps the request and opens the sign-in dialog, and the request runs once they are back signed
// in. Prefills: the details the user kept (saveDetails), a job (?jobId=) for the cover letter and job keywords.
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { css } from "styled-system/css";
import {
  AI_FIELD_LIMITS,
  AI_SAVED_FIELDS,
  AI_SCHEMAS,
  type AiParams,
  type AiRequestType,
  CAREER_SUMMARY_DEFAULT_YEARS,
  closedToNonFellows,
  COVER_LETTER_LANGUAGES,
  daysUntilReset,
} from "../../domain/ai-tools.ts";
import { validateFields } from "../../domain/validation.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { formatLanguageName } from "../../../i18n/format.ts";
import { useGql } from "../../lib/use-gql.ts";
import { usePageLocation } from "../../lib/page-location.tsx";
import { fieldError, fieldInput, fieldLabel } from "../../ui/schema-form.tsx";
import { ghostButton, primaryButton } from "../../ui/styles.ts";
import { LocaleLink } from "../../ui/locale-link.tsx";
import { showToast } from "../../ui/show-toast.ts";
import { AI_TOOLS_STATE_KEY, aiToolJobQuery, aiToolsStateQuery } from "./queries.ts";
import { type AiRunError, runStream } from "./run-stream.ts";
import { INTERVIEW_QUESTIONS } from "./interview-questions.ts";

type Kind = "text" | "textarea" | "email" | "tel" | "url" | "number" | "checkbox" | "language";
type FieldSpec = { name: string; kind: Kind; rows?: number; wide?: boolean };

/** Each tool's fields in the order the form shows them. */
const FORMS: Record<AiRequestType, FieldSpec[]> = {
  GetCoverLetter: [
    { name: "positionName", kind: "text" },
    { name: "companyName", kind: "text" },
    { name: "jobDescription", kind: "textarea", rows: 7, wide: true },
    { name: "userDescription", kind: "textarea", rows: 6, wide: true },
    { name: "fullName", kind: "text" },
    { name: "email", kind: "email" },
    { name: "phone", kind: "tel" },
    { name: "linkedin", kind: "url" },
    { name: "language", kind: "language" },
    { name: "withRelocation", kind: "checkbox", wide: true },
    { name: "agreedAIConditions", kind: "checkbox", wide: true },
  ],
  GetJobKeywords: [{ name: "description", kind: "textarea", rows: 10, wide: true }],
  GetKeyAchievements: [
    { name: "position", kind: "text" },
    { name: "industry", kind: "text" },
    { name: "skills", kind: "textarea", rows: 4, wide: true },
  ],
  GetCareerSummary: [
    { name: "industry", kind: "text" },
    { name: "position", kind: "text" },
    { name: "experienceYears", kind: "number" },
    { name: "skills", kind: "textarea", rows: 4, wide: true },
    { name: "achievements", kind: "textarea", rows: 4, wide: true },
  ],
  GetInterviewCoach: [
    { name: "question", kind: "textarea", rows: 2, wide: true },
    { name: "answer", kind: "textarea", rows: 6, wide: true },
    { name: "profession", kind: "text" },
  ],
};

const DEFAULTS: Partial<Record<AiRequestType, AiParams>> = {
  GetCoverLetter: { language: "en", withRelocation: "false", agreedAIConditions: "true" },
  GetCareerSummary: { experienceYears: String(CAREER_SUMMARY_DEFAULT_YEARS) },
};

const emptyForm = (type: AiRequestType): AiParams => ({
  ...Object.fromEntries(FORMS[type].map((f) => [f.name, f.kind === "checkbox" ? "false" : ""])),
  ...DEFAULTS[type],
});

/** Browser storage: each tool's form as typed, and a visitor's request waiting for sign-in. */
const DRAFT_KEY = (type: AiRequestType) => `fellows.aiTools.form.${type}`;
const PENDING_KEY = "fellows.aiTools.pending";
type Pending = { type: AiRequestType; params: AiParams; saveDetails: boolean };

function readStorage<T>(key: string): T | null {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    return raw ? JSON.parse(raw) as T : null;
  } catch {
    return null;
  }
}
function writeStorage(key: string, value: unknown) {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage off (private mode): the form simply is not kept.
  }
}

/** Which runs keep details: the cover letter as the user chooses; the career summary and coach their own part. */
const saveDetailsOf = (type: AiRequestType, remember: boolean) =>
  type === "GetCoverLetter" ? remember : Boolean(AI_SAVED_FIELDS[type]);

/** A job's HTML description as plain text with its paragraphs and list items on their own lines (client only). */
function plainText(html: string): string {
  const marked = html.replace(/<\/(p|li|h\d|div)>|<br\s*\/?>/gi, "\n$&");
  const text = new DOMParser().parseFromString(marked, "text/html").body.textContent ?? "";
  return text.replace(/[ \t]+\n/g, "\n").replace(/\n{3,}/g, "\n\n").trim();
}

const box = css({ p: "4", borderRadius: "xl", bg: "surface", display: "flex", flexDirection: "column", gap: "2" });

export function AiTool({ type, jobId, idPrefix = "ai" }: { type: AiRequestType; jobId?: string; idPrefix?: string }) {
  const { t, locale, viewerTier } = useI18n();
  const gql = useGql();
  const queryClient = useQueryClient();
  const { navigate } = usePageLocation();
  const state = useQuery(aiToolsStateQuery(gql, viewerTier));
  const job = useQuery({ ...aiToolJobQuery(gql, jobId ?? "0"), enabled: Boolean(jobId) });
  const [values, setValues] = useState<AiParams>(() => emptyForm(type));
  const [remember, setRemember] = useState(true);
  const [tried, setTried] = useState(false);
  const [running, setRunning] = useState(false);
  const [text, setText] = useState("");
  const [error, setError] = useState<AiRunError | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const prefilled = useRef(false);
  const abort = useRef<AbortController | null>(null);
  const signedIn = viewerTier !== "anonymous";
  const settings = state.data?.getAiToolsSettings;
  const me = state.data?.me;
  const info = me?.customerInfo;
  const fellowsOnly = closedToNonFellows(type, viewerTier === "fellow", Boolean(info?.chatGptUnlimited));
  const configured = settings?.configured ?? true;

  const run = async (params: AiParams, saveDetails: boolean) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setRunning(true);
    setText("");
    setError(null);
    const failure = await runStream(
      { type, params, saveDetails, locale },
      (piece) => setText((s) => s + piece),
      controller.signal,
    );
    if (abort.current === controller) {
      setRunning(false);
      setNotice(null);
      setError(failure);
      if (!failure) {
        // A run that went through clears what was kept for it (spec 02 §4).
        writeStorage(DRAFT_KEY(type), null);
      }
      queryClient.invalidateQueries({ queryKey: AI_TOOLS_STATE_KEY });
    }
  };

  // Prefill once the page's data is here: kept details, then the form as last typed here, then the job; and a
  // visitor's request that waited for sign-in runs now.
  useEffect(() => {
    if (prefilled.current || state.isPending || (jobId && job.isPending)) return;
    prefilled.current = true;
    const saved = settings?.savedDetails.find((d) => d.type === type);
    const next: AiParams = { ...emptyForm(type) };
    for (const { key, value } of saved?.params ?? []) if (key in next) next[key] = value;
    const draft = readStorage<AiParams>(DRAFT_KEY(type));
    for (const [key, value] of Object.entries(draft ?? {})) {
      if (key in next && typeof value === "string") next[key] = value;
    }
    const found = job.data?.__typename === "Job" ? job.data : null;
    if (found) {
      if (type === "GetCoverLetter") {
        next.positionName = found.title.slice(0, AI_FIELD_LIMITS.GetCoverLetter.positionName.max);
        next.companyName = (found.company ?? "").slice(0, AI_FIELD_LIMITS.GetCoverLetter.companyName.max);
        next.jobDescription = plainText(found.description).slice(0, AI_FIELD_LIMITS.GetCoverLetter.jobDescription.max);
      }
      if (type === "GetJobKeywords") {
        next.description = plainText(found.description).slice(0, AI_FIELD_LIMITS.GetJobKeywords.description.max);
      }
      setNotice(t("aiTools.prefilledFromJob", { title: found.title }));
    }
    const pending = readStorage<Pending>(PENDING_KEY);
    if (pending?.type === type) {
      Object.assign(next, pending.params);
      if (signedIn) {
        writeStorage(PENDING_KEY, null);
        setValues(next);
        setTried(true);
        setNotice(t("aiTools.pendingRun"));
        if (!fellowsOnly && configured) void run(next, pending.saveDetails);
        return;
      }
    }
    setValues(next);
  }, [state.isPending, job.isPending]);

  useEffect(() => () => abort.current?.abort(), []);

  const errors = validateFields(AI_SCHEMAS[type], values);
  const invalid = Object.keys(errors).length > 0;
  const unchanged = JSON.stringify(values) === JSON.stringify(emptyForm(type));
  const set = (name: string, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    writeStorage(DRAFT_KEY(type), next);
  };
  const message = (name: string) => {
    const key = tried ? errors[name] : undefined;
    if (!key) return null;
    const limits = AI_FIELD_LIMITS[type][name];
    return t(key, { min: limits?.min ?? 0, max: limits?.max ?? 0 });
  };
  const id = (name: string) => `${idPrefix}-${type}-${name}`;

  const submit = () => {
    setTried(true);
    if (invalid || running || !configured || fellowsOnly) return;
    const saveDetails = saveDetailsOf(type, remember);
    if (!signedIn) {
      writeStorage(PENDING_KEY, { type, params: values, saveDetails } satisfies Pending);
      setNotice(t("aiTools.signInToRun"));
      const url = new URL(globalThis.location.href);
      url.searchParams.set("auth", "signin");
      navigate?.(url.pathname + url.search);
      return;
    }
    void run(values, saveDetails);
  };

  const field = (spec: FieldSpec): ReactNode => {
    const label = t(`aiTools.fields.${spec.name}`);
    const value = values[spec.name] ?? "";
    const problem = message(spec.name);
    const common = {
      id: id(spec.name),
      name: spec.name,
      "aria-invalid": Boolean(problem),
      "aria-describedby": problem ? `${id(spec.name)}-error` : undefined,
      disabled: running,
    };
    const limits = AI_FIELD_LIMITS[type][spec.name];
    const control = spec.kind === "checkbox"
      ? (
        <input
          {...common}
          type="checkbox"
          checked={value === "true"}
          onChange={(e) => set(spec.name, String(e.target.checked))}
          className={css({ w: "5", h: "5", accentColor: "var(--colors-brand)" })}
        />
      )
      : spec.kind === "textarea"
      ? (
        <textarea
          {...common}
          rows={spec.rows}
          value={value}
          onChange={(e) => set(spec.name, e.target.value)}
          className={css({
            p: "3",
            borderRadius: "lg",
            border: "1px solid token(colors.line)",
            bg: "white",
            fontWeight: "normal",
            "&[aria-invalid=true]": { borderColor: "danger" },
          })}
        />
      )
      : spec.kind === "language"
      ? (
        <select {...common} value={value} onChange={(e) => set(spec.name, e.target.value)} className={fieldInput}>
          {COVER_LETTER_LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {formatLanguageName(code, locale)}
            </option>
          ))}
        </select>
      )
      : (
        <input
          {...common}
          type={spec.kind}
          value={value}
          inputMode={spec.kind === "number" ? "numeric" : undefined}
          min={spec.kind === "number" ? 0 : undefined}
          max={spec.kind === "number" ? limits?.max : undefined}
          placeholder={spec.kind === "url"
            ? t("aiTools.placeholders.linkedin")
            : spec.kind === "tel"
            ? t("aiTools.placeholders.phone")
            : undefined}
          onChange={(e) => set(spec.name, e.target.value)}
          className={fieldInput}
        />
      );
    return (
      <div key={spec.name} className={css({ gridColumn: spec.wide ? "1 / -1" : undefined })}>
        {spec.kind === "checkbox"
          ? (
            <label
              htmlFor={id(spec.name)}
              className={css({ display: "flex", gap: "2", alignItems: "center", fontSize: "sm" })}
            >
              {control}
              {label}
            </label>
          )
          : (
            <div className={fieldLabel}>
              <label htmlFor={id(spec.name)}>{label}</label>
              {spec.name === "question" && (
                <select
                  aria-label={t("aiTools.placeholders.pickQuestion")}
                  value=""
                  disabled={running}
                  onChange={(e) => e.target.value && set("question", e.target.value)}
                  className={fieldInput}
                  data-testid="ai-question-pick"
                >
                  <option value="">{t("aiTools.placeholders.pickQuestion")}</option>
                  {INTERVIEW_QUESTIONS.map((q) => <option key={q} value={q}>{q}</option>)}
                </select>
              )}
              {control}
            </div>
          )}
        {problem && <span id={`${id(spec.name)}-error`} className={fieldError}>{problem}</span>}
      </div>
    );
  };

  return (
    <div data-testid={`ai-tool-${type}`} className={css({ display: "flex", flexDirection: "column", gap: "4" })}>
      {allowance()}
      {!configured && <p role="status" data-testid="ai-not-configured" className={box}>{t("aiTools.notConfigured")}</p>}
      {notice && <p role="status" data-testid="ai-notice" className={css({ color: "brand" })}>{notice}</p>}
      <form
        noValidate
        data-testid="ai-form"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        className={css({
          display: "grid",
          gridTemplateColumns: { base: "1fr", md: "1fr 1fr" },
          gap: "4",
          alignItems: "start",
        })}
      >
        {FORMS[type].map(field)}
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
              checked={remember}
              disabled={running}
              onChange={(e) => setRemember(e.target.checked)}
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
                disabled={running || unchanged || !configured || (tried && invalid)}
              >
                {running ? t("aiTools.generating") : t("aiTools.generate")}
              </button>
            )}
          {running && (
            <button
              type="button"
              className={ghostButton}
              onClick={() => {
                abort.current?.abort();
                abort.current = null;
                setRunning(false);
              }}
            >
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
        <MembersChat link={state.data?.getClubChatLink ?? null} isFellow={viewerTier === "fellow"} />
      )}
      {error && <RunError error={error} type={type} />}
      {(text || running) && (
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
      )}
    </div>
  );

  function allowance() {
    if (!signedIn) {
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
        {start && ` · ${t("aiTools.allowanceRenews", { days: daysUntilReset(start, new Date()) })}`}
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
}

/** The chat link for fellows (or, when none is configured, that it is not); others see why it is closed. */
function MembersChat({ link, isFellow }: { link: string | null; isFellow: boolean }) {
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
function RunError({ error, type }: { error: AiRunError; type: AiRequestType }) {
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
