// The terms consent of both checkouts (spec 03): the box pulses (a CSS animation, keyframes consentPulse in
// panda.config.ts) until it is ticked.
import type { ReactNode } from "react";
import { css, cx } from "styled-system/css";

export type ConsentProps = {
  checked: boolean;
  onChange(checked: boolean): void;
  /** The consent's text (the subscription's also says it renews). */
  children: ReactNode;
};

export function Consent({ checked, onChange, children }: ConsentProps) {
  return (
    <label
      className={cx(
        css({ display: "flex", gap: "3", alignItems: "flex-start", p: "3", borderRadius: "xl", cursor: "pointer" }),
        !checked && css({ animation: "consentPulse 1.6s ease-in-out infinite" }),
      )}
      data-testid="consent"
      data-pulsing={!checked}
    >
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className={css({ mt: "1", w: "5", h: "5", flexShrink: 0, accentColor: "token(colors.accent)" })}
      />
      <span>{children}</span>
    </label>
  );
}
