// A day typed in the UI's language (ДД.ММ.ГГГГ / DD/MM/YYYY), not in the browser's: a native date input shows the
// browser's locale's order, so a Russian page read "mm/dd/yyyy" on an English Chrome (decision 202). The value is a
// day, YYYY-MM-DD, or "". The calendar button opens the browser's own picker on a hidden native input; what it picks
// is shown in the UI's format. Text that is not a day yet is kept as typed and marked invalid; the value changes only
// to a real day or to "".
import { useEffect, useId, useRef, useState } from "react";
import { css } from "styled-system/css";
import { formatDayInput, parseDayInput } from "../domain/dates.ts";
import { useI18n } from "../lib/i18n.tsx";

export function DateField(
  { value, onChange, label, className }: {
    value: string;
    onChange: (day: string) => void;
    /** The field's accessible name, when no <label> wraps it. */
    label?: string;
    className?: string;
  },
) {
  const { t, locale } = useI18n();
  const [text, setText] = useState(() => formatDayInput(value, locale));
  const picker = useRef<HTMLInputElement>(null);
  const hintId = useId();
  // A value set from outside (a reset, a saved row) replaces what is shown, unless the text already means that day.
  useEffect(() => {
    if (parseDayInput(text) !== value) setText(formatDayInput(value, locale));
  }, [value, locale]);
  const parsed = parseDayInput(text);
  const invalid = parsed === null;
  const take = (typed: string) => {
    setText(typed);
    const day = parseDayInput(typed);
    if (day !== null && day !== value) onChange(day);
  };
  return (
    <span className={css({ display: "flex", flexDirection: "column", gap: "1" })}>
      <span className={css({ position: "relative", display: "flex", alignItems: "center" })}>
        <input
          type="text"
          inputMode="numeric"
          autoComplete="off"
          aria-label={label}
          placeholder={t("dates.inputPlaceholder")}
          aria-invalid={invalid}
          aria-describedby={invalid ? hintId : undefined}
          value={text}
          onChange={(e) => take(e.target.value)}
          className={className}
          style={{ paddingRight: "2.5rem" }}
        />
        <button
          type="button"
          aria-label={t("dates.openCalendar")}
          onClick={() => {
            const native = picker.current;
            if (!native) return;
            try {
              native.showPicker();
            } catch {
              native.focus();
            }
          }}
          className={css({
            position: "absolute",
            right: "1",
            w: "8",
            h: "8",
            display: "inline-flex",
            alignItems: "center",
            justifyContent: "center",
            borderRadius: "md",
            cursor: "pointer",
            color: "muted",
            _hover: { color: "brand", bg: "surface" },
          })}
        >
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
            <rect x="2" y="3" width="12" height="11" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
            <path d="M2 6.5h12M5 1.5v3M11 1.5v3" stroke="currentColor" strokeWidth="1.4" />
          </svg>
        </button>
        <input
          ref={picker}
          type="date"
          tabIndex={-1}
          aria-hidden="true"
          value={parsed || ""}
          onChange={(e) => take(formatDayInput(e.target.value, locale))}
          className={css({ position: "absolute", right: "0", bottom: "0", w: "1px", h: "1px", opacity: 0 })}
        />
      </span>
      {invalid && (
        <span id={hintId} className={css({ color: "danger", fontSize: "xs", fontWeight: "normal" })}>
          {t("dates.inputHint")}
        </span>
      )}
    </span>
  );
}
