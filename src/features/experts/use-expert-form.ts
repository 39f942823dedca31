// The expert form's state, held by the one form library (decision 236): the draft, its messages (shown only after the
// first submit, then on every change, with the server's field messages until the next edit), and the save: invalid →
// a toast and the first invalid field focused; else files uploaded and the profile saved (useSaveExpert), the busy
// flag its pending state. The draft's parts are edited whole (`update`), so its messages are read by path from the
// form's values and meta rather than from registered fields.
import { type FormEvent, useMemo, useState } from "react";
import { useI18n } from "../../lib/i18n.tsx";
import { RestError } from "../../lib/rest.ts";
import { showToast } from "../../ui/show-toast.ts";
import { useStore } from "@tanstack/react-form";
import { checksValidation, serverFieldErrors, useAppForm } from "../../ui/form/form.ts";
import { EXPERT_DOCUMENT_MAX_MB, EXPERT_SERVICES_MAX, EXPERT_TEXT_MIN } from "../../domain/expert-profile.ts";
import { type Draft, draftOf, errorsOf } from "./expert-draft.ts";
import { useSaveExpert } from "./mutations.ts";
import type { OwnExpert } from "./queries.ts";

export type ExpertFormState = ReturnType<typeof useExpertForm>;

export function useExpertForm(expert: OwnExpert | null) {
  const { t, locale } = useI18n();
  const save = useSaveExpert(expert);
  const [formError, setFormError] = useState<string | null>(null);
  // Made once: the form takes new default values (an edit lost) whenever they differ on a render.
  const [defaultValues] = useState(() => draftOf(expert, locale));
  const form = useAppForm({
    defaultValues,
    ...checksValidation(errorsOf),
    onSubmitInvalid: () => {
      showToast("top", { type: "error", title: t("experts.form.errors.fix") });
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>("[data-testid=expert-form] [aria-invalid=true]")?.focus()
      );
    },
    onSubmit: async ({ value }) => {
      try {
        const result = await save.mutateAsync({ draft: value, onUploaded: put });
        if (result.error) return setFormError(result.error.message);
        showToast("top", { type: "success", title: t("experts.form.saved") });
      } catch (error) {
        if (error instanceof RestError) {
          return setFormError(t(error.i18nKey, { limit: error.detail.limit as number }));
        }
        for (const [path, key] of Object.entries(serverFieldErrors(error))) {
          form.setFieldMeta(
            path as keyof Draft,
            (meta) => ({ ...meta, errorMap: { ...meta?.errorMap, onServer: key } }),
          );
        }
        setFormError(t((error as { i18nKey?: string }).i18nKey ?? "errors.INTERNAL_SERVER_ERROR"));
      }
    },
  });
  const draft = useStore(form.store, (s) => s.values);
  const tried = useStore(form.store, (s) => s.submissionAttempts > 0);
  const serverErrors = useStore(form.store, (s) => serverErrorsOf(s.fieldMeta));
  const busy = save.isPending;
  const say = (key: string) =>
    t(key.startsWith("errors.") ? key : `experts.form.errors.${key}`, {
      min: EXPERT_TEXT_MIN,
      limit: key === "documentSize" ? EXPERT_DOCUMENT_MAX_MB : EXPERT_SERVICES_MAX,
    });
  const errors = useMemo(() => (tried ? { ...serverErrors, ...errorsOf(draft) } : {}), [tried, draft, serverErrors]);
  const errorOf = (path: string) => (errors[path] ? say(errors[path]) : undefined);
  /** Sets parts of the draft; the validators follow (after the first submit) and the server's messages leave. */
  function put(change: Partial<Draft>) {
    for (const [name, value] of Object.entries(change)) {
      form.setFieldValue(name as keyof Draft, value as never, { dontUpdateMeta: true, dontValidate: true });
    }
  }
  const clearServerErrors = () => {
    for (const path of Object.keys(serverErrorsOf(form.state.fieldMeta))) {
      form.setFieldMeta(
        path as keyof Draft,
        (meta) => ({ ...meta, errorMap: { ...meta?.errorMap, onServer: undefined } }),
      );
    }
  };
  const update = (change: Partial<Draft>) => {
    clearServerErrors();
    put(change);
    void form.validate("change");
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (busy) return;
    // A resubmit as it stands asks the server again, as the server's last messages may no longer hold.
    clearServerErrors();
    await form.handleSubmit();
  };

  return { draft, update, errorOf, say, submit, busy, formError, isNew: !expert };
}

/** The server's field messages the form's meta holds, by path. */
function serverErrorsOf(fieldMeta: Record<string, { errorMap?: { onServer?: unknown } } | undefined>) {
  const errors: Record<string, string> = {};
  for (const [path, meta] of Object.entries(fieldMeta)) {
    const key = meta?.errorMap?.onServer;
    if (typeof key === "string") errors[path] = key;
  }
  return errors;
}
