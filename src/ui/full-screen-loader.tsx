// A veil over the whole page with a status line, for waits the user must not interrupt (logout).
import { css } from "styled-system/css";

export function FullScreenLoader({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="full-screen-loader"
      className={css({
        position: "fixed",
        inset: 0,
        zIndex: 200,
        bg: "rgba(255,255,255,0.85)",
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        fontWeight: "semibold",
        color: "brand",
      })}
    >
      {label}
    </div>
  );
}
