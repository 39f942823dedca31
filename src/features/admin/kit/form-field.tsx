// A back-office form field's frame (its label, the control, its hint and its error, which the control names with
// aria-describedby) and the field errors keyed by name: one for every editor.
import type { ReactNode } from "react";
import { css, cx } from "styled-system/css";
import { useI18n } from "../../../lib/i18n.tsx";
import { labelClass } from "./styles.ts";

export const wide = css({ gridColumn: { md: "1 / -1" } });
export const hintClass = css({ color: "muted", fontSize: "sm", fontWeight: "normal" });
export const errorText = css({ color: "danger", fontWeight: "normal", fontSize: "sm" });

/** A field's frame: its label (`<id>-label`, for a control that is not a native one), the control, hint, error. */
export function Field(
  { id, label, hint, error, isWide, children }: {
    id: string;
    label: string;
    hint?: ReactNode;
    error?: string;
    isWide?: boolean;
    children: ReactNode;
  },
) {
  const { t } = useI18n();
  return (
    <div className={cx(labelClass, isWide && wide)}>
      <label htmlFor={id} id={`${id}-label`}>{label}</label>
      {children}
      {hint && <span id={`${id}-hint`} className={hintClass}>{hint}</span>}
      {error && <span id={`${id}-error`} className={errorText}>{t(error)}</span>}
    </div>
  );
}

export const describedBy = (id: string, hint: boolean, error: string | undefined) =>
  [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
