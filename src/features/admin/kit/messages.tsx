// A screen's outcome line: what just happened (polite) or what failed, as a sentence of the dictionary.
import { css } from "styled-system/css";
import { useI18n } from "../../../lib/i18n.tsx";

/** A message for the screen: an i18n key, red when it is a failure. */
export type ScreenMessage = { key: string; isError?: boolean };

/** The live region of a screen: the list's count (when given) and the last message. */
export function StatusLine(
  { message, testId, total }: { message: ScreenMessage | null; testId: string; total?: number },
) {
  const { t } = useI18n();
  return (
    <div aria-live="polite" className={css({ display: "flex", flexDirection: "column", gap: "1" })}>
      {total !== undefined && <p>{t("admin.list.total", { count: total })}</p>}
      {message && (
        <p
          data-testid={testId}
          className={css({ fontWeight: "semibold", color: message.isError ? "danger" : "success" })}
        >
          {t(message.key)}
        </p>
      )}
    </div>
  );
}
