// The moderation queues' cards (one per waiting profile or application).
import { css } from "styled-system/css";

export const queueList = css({ display: "grid", gap: "4" });

export const queueItem = css({
  p: "5",
  borderRadius: "xl",
  border: "1px solid token(colors.line)",
  display: "grid",
  gap: "3",
});
