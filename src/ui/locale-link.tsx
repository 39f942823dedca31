// A link that always carries the locale prefix and the canonical trailing slash; plain <a> so it costs no router work.
import type { AnchorHTMLAttributes } from "react";
import { localePath } from "../domain/locale.ts";
import { useI18n } from "../lib/i18n.tsx";
import { usePageLocation } from "../lib/page-location.tsx";

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string; external?: boolean };

export function LocaleLink({ to, external, onClick, ...rest }: Props) {
  const { locale } = useI18n();
  const { navigate } = usePageLocation();
  if (external) return <a href={to} target="_blank" rel="noopener noreferrer" onClick={onClick} {...rest} />;
  const href = to.startsWith("?") ? to : localePath(locale, to);
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (
          event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey ||
          event.altKey
        ) return;
        // Routes that exist in the client tree navigate without a reload; the rest are server pages.
        const target = new URL(href, globalThis.location.href);
        if (navigate?.(target.pathname + target.search)) event.preventDefault();
      }}
      {...rest}
    />
  );
}
