// Tooltip, e.g. 'Hidden salary' naming the access needed, and the collapsed profile menu's labels. The trigger renders
// on its own; Ark's tooltip (with its positioning engine, some 20 KB) is loaded the first time a pointer or the focus
// reaches a trigger, and opens at once. Until then the explanation is also the trigger's title, so it is never lost.
import { cloneElement, isValidElement, lazy, type ReactElement, type ReactNode, Suspense, useState } from "react";
import type { TooltipRootProps } from "@ark-ui/react/tooltip";

export type TooltipProps = {
  content: ReactNode;
  /** The trigger: one element that can hold a ref and take focus (a button or a link). */
  children: ReactNode;
  openDelay?: number;
  /** Ark's positioning options, e.g. `{ placement: "right" }`; above the trigger by default. */
  positioning?: TooltipRootProps["positioning"];
};

const ArkTooltip = lazy(() => import("./tooltip-ark.tsx"));

export function Tooltip(props: TooltipProps) {
  const [armed, setArmed] = useState<null | "pointer" | "focus">(null);
  const { children, content } = props;
  if (!isValidElement(children)) return <>{children}</>;
  const trigger = children as ReactElement<Record<string, unknown>>;
  const plain = cloneElement(trigger, {
    "data-part": "trigger",
    title: typeof content === "string" ? content : undefined,
    onPointerEnter: () => setArmed("pointer"),
    onFocus: () => setArmed("focus"),
  });
  if (!armed) return plain;
  return (
    <Suspense fallback={plain}>
      <ArkTooltip {...props} refocus={armed === "focus"} />
    </Suspense>
  );
}
