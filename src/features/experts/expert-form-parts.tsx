// The expert form's small parts: a titled section (with its hint and message), a labelled field with its message,
// and the chips that toggle a choice.
import type { ReactNode } from "react";
import { css } from "styled-system/css";
import { fieldError, fieldLabel } from "../../ui/form/styles.ts";

export function Section(
  { title, hint, error, children }: { title: string; hint?: string; error?: string; children: ReactNode },
) {
  return (
    <section className={css({ display: "grid", gap: "3" })}>
      {title && <h3 className={css({ fontSize: "lg", fontWeight: "bold" })}>{title}</h3>}
      {hint && <p className={css({ color: "muted", fontSize: "sm" })}>{hint}</p>}
      {error && <p role="alert" className={fieldError}>{error}</p>}
      {children}
    </section>
  );
}

/** A label holding its control, with the field's message under it. */
export function Field({ label, error, children }: { label: string; error?: string; children: ReactNode }) {
  return (
    <label className={fieldLabel}>
      {label}
      {children}
      {error && <span className={fieldError}>{error}</span>}
    </label>
  );
}

export function Chips(
  { items, chosen, onToggle }: {
    items: Array<{ value: string; label: string }>;
    chosen: string[];
    onToggle: (value: string) => void;
  },
) {
  return (
    <div className={css({ display: "flex", flexWrap: "wrap", gap: "2" })}>
      {items.map((item) => (
        <button
          key={item.value}
          type="button"
          aria-pressed={chosen.includes(item.value)}
          onClick={() => onToggle(item.value)}
          className={css({
            minH: "9",
            px: "3",
            borderRadius: "full",
            border: "1px solid token(colors.line)",
            cursor: "pointer",
            fontSize: "sm",
            "&[aria-pressed=true]": { bg: "brand", color: "white", borderColor: "brand" },
          })}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}

export const twoColumns = css({ display: "grid", gap: "4", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" } });
export const card = css({
  display: "grid",
  gap: "4",
  p: "4",
  borderRadius: "xl",
  border: "1px solid token(colors.line)",
});
export const rowEnd = css({ display: "flex", justifyContent: "space-between", alignItems: "center", gap: "3" });
