// A rich-text field of the one form library (an article's text, a learning path's description): its label, the
// editor (loaded lazily: TipTap stays out of every other bundle), its hint and its error. Reads useFieldContext().
import { lazy, Suspense, useId } from "react";
import { cx } from "styled-system/css";
import { useI18n } from "../../../../lib/i18n.tsx";
import { fieldErrorKey, useFieldContext } from "../../../../ui/form/form.ts";
import { describedBy, errorText, hintClass, wide } from "../form-field.tsx";
import { fieldClass, labelClass } from "../styles.ts";

const RichTextEditor = lazy(() => import("./rich-text-editor.tsx").then((m) => ({ default: m.RichTextEditor })));

export function RichTextField(
  { label, hint, onUploadPicture }: {
    label: string;
    hint?: string;
    /** Uploads a picture for the text; without it the editor has no picture button. */
    onUploadPicture?: (file: File) => Promise<string>;
  },
) {
  const { t } = useI18n();
  const field = useFieldContext<string>();
  const id = useId();
  const error = fieldErrorKey(field.state.meta);
  return (
    <div className={cx(labelClass, wide)}>
      <span id={`${id}-label`}>{label}</span>
      <Suspense fallback={<div className={fieldClass} aria-busy="true" />}>
        <RichTextEditor
          id={id}
          value={field.state.value}
          onChange={(html) => field.handleChange(html)}
          labelledBy={`${id}-label`}
          describedBy={describedBy(id, Boolean(hint), error)}
          invalid={Boolean(error)}
          onUploadPicture={onUploadPicture}
        />
      </Suspense>
      {hint && <span id={`${id}-hint`} className={hintClass}>{hint}</span>}
      {error && <span id={`${id}-error`} className={errorText}>{t(error)}</span>}
    </div>
  );
}
