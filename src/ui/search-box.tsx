// A search box that applies its text after a pause: 600 ms after typing stops, once `min` characters are typed;
// clearing it clears the search; the same text does nothing. While a search loads it is read-only (it keeps focus).
// Without JavaScript the form submits ?q= like any search form.
import { useEffect, useRef, useState } from "react";
import { css } from "styled-system/css";

export const SEARCH_DEBOUNCE_MS = 600;

export type SearchBoxProps = {
  id: string;
  label: string;
  placeholder: string;
  /** Shown while the text is shorter than `min`. */
  tooShortHint: string;
  min: number;
  /** The applied search (from the URL). */
  value: string;
  loading: boolean;
  onApply: (text: string | undefined) => void;
  testId?: string;
};

export function SearchBox(props: SearchBoxProps) {
  const { id, label, placeholder, tooShortHint, min, value, loading, onApply, testId } = props;
  const [text, setText] = useState(value);
  // The back button (or a link) changed the applied search: show it.
  const lastApplied = useRef(value);
  useEffect(() => {
    if (lastApplied.current !== value) {
      lastApplied.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => {
    const wanted = text.trim();
    if (wanted === value || (wanted.length > 0 && wanted.length < min)) return;
    const timer = setTimeout(() => {
      lastApplied.current = wanted;
      onApply(wanted || undefined);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  const tooShort = text.trim().length > 0 && text.trim().length < min;
  return (
    <form
      noValidate
      role="search"
      method="get"
      onSubmit={(event) => event.preventDefault()}
      className={css({ display: "flex", flexDirection: "column", gap: "1", flex: 1, maxW: "720px" })}
    >
      <label htmlFor={id} className={css({ fontWeight: "semibold", fontSize: "sm" })}>{label}</label>
      <input
        id={id}
        name="q"
        type="search"
        data-testid={testId}
        value={text}
        maxLength={100}
        readOnly={loading}
        aria-busy={loading}
        aria-describedby={`${id}-hint`}
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
        className={css({
          h: "48px",
          px: "4",
          borderRadius: "lg",
          border: "1px solid token(colors.line)",
          bg: "white",
          fontSize: "md",
          w: "full",
          _focus: { outline: "2px solid token(colors.brandLight)", borderColor: "transparent" },
          "&[aria-busy=true]": { bg: "surface" },
        })}
      />
      <span id={`${id}-hint`} className={css({ fontSize: "xs", color: "accentDark", minH: "4" })}>
        {tooShort ? tooShortHint : ""}
      </span>
    </form>
  );
}
