// The expert form's state: the draft, its messages (shown only after the first submit, then on every change, with
// the server's field messages until the next edit), and the save: invalid → a toast and the first invalid field
// focused; else files uploaded and the profile saved (useSaveExpert), the busy flag its pending state.
import { type FormEvent, useMemo, useState } from "react";
import { useI18n } from "../../lib/i18n.tsx";
import { RestError } from "../../lib/rest.ts";
import { showToast } from "../../ui/show-toast.ts";
import { EXPERT_DOCUMENT_MAX_MB, EXPERT_SERVICES_MAX, EXPERT_TEXT_MIN } from "../../domain/expert-profile.ts";
import { type Draft, draftOf, errorsOf } from "./expert-draft.ts";
import { useSaveExpert } from "./mutations.ts";
import type { OwnExpert } from "./queries.ts";

export type ExpertFormState = ReturnType<typeof useExpertForm>;

export function useExpertForm(expert: OwnExpert | null) {
  const { t, locale } = useI18n();
  const save = useSaveExpert(expert);
  const [draft, setDraft] = useState<Draft>(() => draftOf(expert, locale));
  const [tried, setTried] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const errors = useMemo(() => ({ ...serverFields, ...errorsOf(draft) }), [draft, serverFields]);
  const busy = save.isPending;
  const say = (key: string) =>
    t(key.startsWith("errors.") ? key : `experts.form.errors.${key}`, {
      min: EXPERT_TEXT_MIN,
      limit: key === "documentSize" ? EXPERT_DOCUMENT_MAX_MB : EXPERT_SERVICES_MAX,
    });
  const errorOf = (path: string) => (tried && errors[path] ? say(errors[path]) : undefined);
  const update = (change: Partial<Draft>) => {
    setServerFields({});
    setDraft((d) => ({ ...d, ...change }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setFormError(null);
    if (busy) return;
    if (Object.keys(errorsOf(draft)).length) {
      showToast("top", { type: "error", title: t("experts.form.errors.fix") });
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>("[data-testid=expert-form] [aria-invalid=true]")?.focus()
      );
      return;
    }
    try {
      const result = await save.mutateAsync({ draft, onUploaded: setDraft });
      if (result.error) return setFormError(result.error.message);
      showToast("top", { type: "success", title: t("experts.form.saved") });
    } catch (error) {
      if (error instanceof RestError) {
        return setFormError(t(error.i18nKey, { limit: error.detail.limit as number }));
      }
      const fields = (error as { fields?: Record<string, string> }).fields;
      if (fields && Object.keys(fields).length) setServerFields(fields);
      setFormError(t((error as { i18nKey?: string }).i18nKey ?? "errors.INTERNAL_SERVER_ERROR"));
    }
  };

  return { draft, update, errorOf, say, submit, busy, formError, isNew: !expert };
}
