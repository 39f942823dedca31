// Panda CSS: the theme (spec breakpoints, colours, 1300 px page width); styles are extracted at build time.
import { defineConfig } from "@pandacss/dev";

export default defineConfig({
  preflight: true,
  // Short hashed class names: the atomic names (`flex-d_column`) made up a third of a page's HTML (issue 17).
  hash: { className: true, cssVar: false },
  include: ["./src/**/*.{ts,tsx}", "./routes/**/*.{ts,tsx}"],
  exclude: [],
  outdir: "styled-system",
  jsxFramework: "react",
  importMap: "styled-system",
  theme: {
    extend: {
      breakpoints: {
        xs: "0px",
        b480: "480px",
        b500: "500px",
        b599: "599px",
        sm: "600px",
        b750: "750px",
        md: "889px",
        b1124: "1124px",
        b1200: "1200px",
        lg: "1280px",
        xl: "1920px",
      },
      tokens: {
        colors: {
          brand: { value: "#1b1464" },
          brandLight: { value: "#3b33a8" },
          // White text on it ≥ 4.5:1 (the brand's #ff6b3d gives 2.8:1), for buttons and labels.
          accent: { value: "#cc4a1a" },
          // Text on white and on the accent tints ≥ 4.5:1.
          accentDark: { value: "#b93d12" },
          ink: { value: "#16142b" },
          muted: { value: "#5d5a75" },
          line: { value: "#e4e2ef" },
          surface: { value: "#f6f5fb" },
          /** Errors: field messages, invalid borders, error toasts. */
          danger: { value: "#b42318" },
          success: { value: "#027a48" },
          /** The international-organisation (UN) mark. */
          unSoft: { value: "#e6f0ff" },
          unInk: { value: "#1849a9" },
          /** Warm highlights: the members' promo, "members only" badges, announcements. */
          accentSoft: { value: "#fff1eb" },
          accentLine: { value: "#ffd5c2" },
        },
        sizes: { page: { value: "1300px" } },
        fonts: {
          body: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
        },
      },
      keyframes: {
        creep: { from: { transform: "translateX(0)" }, to: { transform: "translateX(-50%)" } },
        float: { "0%, 100%": { transform: "translateY(0)" }, "50%": { transform: "translateY(-12px)" } },
        blink: { "0%, 90%, 100%": { transform: "scaleY(1)" }, "95%": { transform: "scaleY(0.1)" } },
        spin: { to: { transform: "rotate(360deg)" } },
        pulseDot: { "0%, 100%": { opacity: 1 }, "50%": { opacity: 0.35 } },
        // The checkout's terms consent pulses until it is ticked (spec 03).
        consentPulse: {
          "0%, 100%": { boxShadow: "0 0 0 0 rgba(255, 107, 53, 0)" },
          "50%": { boxShadow: "0 0 0 4px rgba(255, 107, 53, 0.45)" },
        },
      },
    },
  },
  globalCss: {
    "html, body": { fontFamily: "body", color: "ink", bg: "white", lineHeight: 1.5 },
    a: { color: "inherit", textDecoration: "none" },
    "@media (prefers-reduced-motion: reduce)": {
      "*": { animationDuration: "0.01ms !important", transitionDuration: "0.01ms !important" },
    },
  },
});
