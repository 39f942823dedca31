// One AI tool's state: the form's values (the one form library, decision 236; kept in this browser as they are
// typed), their messages after the first submit, the run (useRunAiTool: its answer streams into `text`), and the
// prefill once the page's data is here — kept details, then the form as last typed here, then the job (?jobId=); a
// visitor's request that waited for sign-in runs then.
import { useEffect, useRef, useState } from "react";
import { useStore } from "@tanstack/react-form";
import { useQuery } from "@tanstack/react-query";
import {
  AI_FIELD_LIMITS,
  AI_SCHEMAS,
  type AiParams,
  type AiRequestType,
  closedToNonFellows,
} from "../../domain/ai-tools.ts";
import { validateFields } from "../../domain/validation.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { checksValidation, useAppForm } from "../../ui/form/form.ts";
import { useGql } from "../../lib/use-gql.ts";
import { usePageLocation } from "../../lib/page-location.tsx";
import {
  DRAFT_KEY,
  emptyForm,
  type Pending,
  PENDING_KEY,
  plainText,
  readStorage,
  saveDetailsOf,
  writeStorage,
} from "./ai-tool-forms.ts";
import { useRunAiTool } from "./mutations.ts";
import { aiToolJobQuery, aiToolsStateQuery } from "./queries.ts";
import type { AiRunError } from "./run-stream.ts";

export type AiToolState = ReturnType<typeof useAiTool>;

export function useAiTool(type: AiRequestType, jobId: string | undefined) {
  const { t, locale, viewerTier } = useI18n();
  const gql = useGql();
  const { navigate } = usePageLocation();
  const state = useQuery(aiToolsStateQuery(gql, viewerTier));
  const job = useQuery({ ...aiToolJobQuery(gql, jobId ?? "0"), enabled: Boolean(jobId) });
  const runTool = useRunAiTool();
  const [remember, setRemember] = useState(true);
  const [text, setText] = useState("");
  const [error, setError] = useState<AiRunError | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const prefilled = useRef(false);
  const abort = useRef<AbortController | null>(null);
  const running = runTool.isPending;
  const signedIn = viewerTier !== "anonymous";
  const settings = state.data?.getAiToolsSettings;
  const info = state.data?.me?.customerInfo;
  const fellowsOnly = closedToNonFellows(type, viewerTier === "fellow", Boolean(info?.chatGptUnlimited));
  const configured = settings?.configured ?? true;

  // Made once: the form takes new default values (the typed ones lost) whenever they differ on a render.
  const [defaultValues] = useState(() => emptyForm(type));
  const form = useAppForm({
    defaultValues,
    ...checksValidation((params: AiParams) => validateFields(AI_SCHEMAS[type], params)),
    // A visitor's request that waited for sign-in brings its own choice to keep the details.
    onSubmitMeta: {} as { pendingSaveDetails?: boolean },
    onSubmit: ({ value, meta }) => {
      if (meta.pendingSaveDetails !== undefined) {
        if (!fellowsOnly && configured) void run(value, meta.pendingSaveDetails);
        return;
      }
      if (running || !configured || fellowsOnly) return;
      const saveDetails = saveDetailsOf(type, remember);
      if (!signedIn) {
        writeStorage(PENDING_KEY, { type, params: value, saveDetails } satisfies Pending);
        setNotice(t("aiTools.signInToRun"));
        const url = new URL(globalThis.location.href);
        url.searchParams.set("auth", "signin");
        navigate?.(url.pathname + url.search);
        return;
      }
      void run(value, saveDetails);
    },
  });
  const values = useStore(form.store, (s) => s.values);
  const tried = useStore(form.store, (s) => s.submissionAttempts > 0);

  const run = async (params: AiParams, saveDetails: boolean) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setText("");
    setError(null);
    const request = { type, params, saveDetails, locale };
    const failure = await runTool.mutateAsync({
      request,
      onPiece: (piece) => setText((s) => s + piece),
      signal: controller.signal,
      isCurrent: () => abort.current === controller,
    });
    if (abort.current !== controller) return;
    setNotice(null);
    setError(failure);
    // A run that went through clears what was kept for it (spec 02 §4).
    if (!failure) writeStorage(DRAFT_KEY(type), null);
  };
  const stop = () => {
    abort.current?.abort();
    abort.current = null;
    runTool.reset();
  };

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
      const limits = AI_FIELD_LIMITS[type];
      if (type === "GetCoverLetter") {
        next.positionName = found.title.slice(0, limits.positionName.max);
        next.companyName = (found.company ?? "").slice(0, limits.companyName.max);
        next.jobDescription = plainText(found.description).slice(0, limits.jobDescription.max);
      }
      if (type === "GetJobKeywords") next.description = plainText(found.description).slice(0, limits.description.max);
      setNotice(t("aiTools.prefilledFromJob", { title: found.title }));
    }
    const pending = readStorage<Pending>(PENDING_KEY);
    if (pending?.type === type) {
      Object.assign(next, pending.params);
      if (signedIn) {
        writeStorage(PENDING_KEY, null);
        form.reset(next, { keepDefaultValues: true });
        setNotice(t("aiTools.pendingRun"));
        void form.handleSubmit({ pendingSaveDetails: pending.saveDetails });
        return;
      }
    }
    form.reset(next, { keepDefaultValues: true });
  }, [state.isPending, job.isPending]);

  useEffect(() => () => abort.current?.abort(), []);

  const errors = validateFields(AI_SCHEMAS[type], values);
  const invalid = Object.keys(errors).length > 0;
  const set = (name: string, value: string) => {
    form.setFieldValue(name, value, { dontUpdateMeta: true, dontValidate: true });
    writeStorage(DRAFT_KEY(type), form.state.values);
    // The fields are not the form's registered fields: its checks follow the change here (after the first submit).
    void form.validate("change");
  };
  const message = (name: string) => {
    const key = tried ? errors[name] : undefined;
    if (!key) return null;
    const limits = AI_FIELD_LIMITS[type][name];
    return t(key, { min: limits?.min ?? 0, max: limits?.max ?? 0 });
  };

  const submit = () => void form.handleSubmit({});

  return {
    values,
    set,
    message,
    submit,
    stop,
    remember,
    setRemember,
    tried,
    invalid,
    unchanged: JSON.stringify(values) === JSON.stringify(emptyForm(type)),
    running,
    text,
    error,
    notice,
    signedIn,
    configured,
    fellowsOnly,
    state: state.data,
  };
}
