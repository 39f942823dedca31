// A small dropdown for the desktop header: a button with aria-expanded and a list (the disclosure navigation pattern).
// It closes on an outside click, when the focus leaves it (tabbing out), and on Escape, which gives the focus back to
// the button when it was inside the list. The keys of APG's disclosure navigation example move the focus: ArrowDown and
// ArrowUp (on the button they open the list at its first or last link), Home and End, wrapping at either end.
import { type KeyboardEvent as ReactKeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { css } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";
import { linkOf, LocaleLink } from "../../ui/locale-link.tsx";
import type { NavGroup } from "./navigation.ts";

export function DisclosureMenu({ group }: { group: NavGroup }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  /** After an arrow key opened the list: which link takes the focus once it is shown. */
  const focusOnOpen = useRef<"first" | "last" | null>(null);
  const links = () => Array.from(list.current?.querySelectorAll<HTMLAnchorElement>("a[href]") ?? []);
  const focusLink = (which: "first" | "last" | number) => {
    const all = links();
    if (!all.length) return;
    const index = which === "first" ? 0 : which === "last" ? all.length - 1 : (which + all.length) % all.length;
    all[index].focus();
  };
  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    focusLink(focusOnOpen.current);
    focusOnOpen.current = null;
  }, [open]);
  const onButtonKey = (e: ReactKeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== "ArrowDown" && e.key !== "ArrowUp") return;
    e.preventDefault();
    const which = e.key === "ArrowDown" ? "first" : "last";
    if (open) focusLink(which);
    else {
      focusOnOpen.current = which;
      setOpen(true);
    }
  };
  const onListKey = (e: ReactKeyboardEvent<HTMLUListElement>) => {
    const all = links();
    const current = all.indexOf(document.activeElement as HTMLAnchorElement);
    const target = e.key === "ArrowDown"
      ? current + 1
      : e.key === "ArrowUp"
      ? current - 1
      : e.key === "Home"
      ? "first"
      : e.key === "End"
      ? "last"
      : null;
    if (target === null) return;
    e.preventDefault();
    focusLink(target);
  };
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      const focusInside = root.current?.contains(document.activeElement);
      setOpen(false);
      if (focusInside) button.current?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);
  return (
    <div
      ref={root}
      className={css({ position: "relative" })}
      onBlur={(e) => {
        // Focus moved somewhere outside the menu (Tab past the last link, Shift+Tab before the button).
        if (open && e.relatedTarget && !root.current?.contains(e.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        onKeyDown={onButtonKey}
        className={css({
          display: "inline-flex",
          alignItems: "center",
          gap: "1",
          px: { base: "2", xl: "3" },
          py: "2",
          fontSize: { base: "sm", xl: "md" },
          fontWeight: "medium",
          whiteSpace: "nowrap",
          cursor: "pointer",
          borderRadius: "md",
          _hover: { color: "brand", bg: "surface" },
          "&[aria-expanded=true] svg": { transform: "rotate(180deg)" },
        })}
      >
        {t(group.key)}
        <svg
          width="12"
          height="12"
          viewBox="0 0 12 12"
          aria-hidden="true"
          className={css({ transition: "transform 0.2s" })}
        >
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      <ul
        ref={list}
        id={id}
        hidden={!open}
        onKeyDown={onListKey}
        className={css({
          position: "absolute",
          top: "calc(100% + 6px)",
          left: 0,
          minW: "260px",
          bg: "white",
          borderRadius: "lg",
          boxShadow: "0 12px 32px rgba(27,20,100,0.16)",
          border: "1px solid token(colors.line)",
          py: "2",
          zIndex: 30,
        })}
      >
        {group.items.map((item) => (
          <li key={item.key}>
            <LocaleLink
              {...linkOf(item)}
              onClick={() => setOpen(false)}
              className={css({ display: "block", px: "4", py: "2", _hover: { bg: "surface", color: "brand" } })}
            >
              {t(item.key)}
            </LocaleLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
