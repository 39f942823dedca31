// A link to a page of the route tree, typed by it: `to` is a route's path ("/$locale/jobs/$id", as TanStack Router
// names it), `params` fill its $params, the locale defaults to the page's. A path that is no route fails the type
// check. It renders a plain <a> with the canonical trailing slash, so it costs no router work (see docs/decisions).
import type { AnchorHTMLAttributes } from "react";
import type { ResolveParams } from "@tanstack/react-router";
import type { AppRouter } from "../router.tsx";
import { type Locale, localePath } from "../domain/locale.ts";
import { useI18n } from "../lib/i18n.tsx";
import { usePageLocation } from "../lib/page-location.tsx";

/** Every page under /{locale}/, by its route path: "/$locale/", "/$locale/jobs/$id", … */
export type LocaleRoute = Extract<keyof AppRouter["routesByPath"], `/$locale/${string}`>;

/** The $params of a route path other than the locale (which defaults to the page's). */
type PathParams<To extends string> = Omit<ResolveParams<To, string | number>, "locale">;

/**
 * `to` and its `params` (required when the path has $params other than the locale), and the query (`search`, "?q=un"):
 * a link as data, for menus, breadcrumbs, "more" links.
 */
export type LinkTarget<To extends LocaleRoute = LocaleRoute> = To extends LocaleRoute ?
    & { to: To; search?: string; external?: undefined }
    & (keyof PathParams<To> extends never ? { params?: { locale?: Locale } }
      : { params: PathParams<To> & { locale?: Locale } })
  : never;

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href">;

export type LocaleLinkProps<To extends LocaleRoute = LocaleRoute> =
  & AnchorProps
  & (
    /** A page of the app; `search` is the query ("?q=un"). */
    | (LinkTarget<To> & { external?: undefined; href?: undefined })
    /** The current page with another query ("?auth=signup"). */
    | { search: string; to?: undefined; params?: undefined; external?: undefined; href?: undefined }
    /** Another site, in a new tab. */
    | (ExternalLink & { to?: undefined; params?: undefined; search?: undefined })
    /** An address that comes from content (a banner, an article's button): not known to the compiler. */
    | { href: string; external?: false; to?: undefined; params?: undefined; search?: undefined }
  );

/** A link to another site, opened in a new tab. */
export type ExternalLink = { href: string; external: true };

/** The link of a data item that carries other fields too (a menu entry's key, label or icon). */
export function linkOf(item: LinkTarget | ExternalLink): LinkTarget | ExternalLink {
  if ("href" in item) return { href: item.href, external: true };
  return { to: item.to, params: item.params, search: item.search } as LinkTarget;
}

/** "/$locale/jobs/$id" with { id: 7 } → "/ru/jobs/7/" (with the query, if any). */
export function linkHref(target: { to: string; params?: object; search?: string }, locale: Locale): string {
  const params = target.params as Record<string, string | number | undefined> | undefined;
  const path = target.to.slice("/$locale".length).replace(/\$(\w+)/g, (_, name: string) => String(params?.[name]));
  return localePath((params?.locale as Locale | undefined) ?? locale, path + (target.search ?? ""));
}

export function LocaleLink<To extends LocaleRoute>(props: LocaleLinkProps<To>) {
  const { to, params, search, external, href: given, onClick, ...rest } = props as LocaleLinkProps;
  const { locale } = useI18n();
  const { navigate } = usePageLocation();
  if (external) return <a href={given} target="_blank" rel="noopener noreferrer" onClick={onClick} {...rest} />;
  const href = to !== undefined
    ? linkHref({ to, params, search }, locale)
    : given === undefined || given.startsWith("?")
    ? given ?? search!
    // An address the back office stored whole (a banner's or the creeping line's link): an http(s) one, or a path
    // that already names its language.
    : /^https?:\/\//i.test(given) || /^\/(ru|en)(\/|$|\?)/.test(given)
    ? given
    : localePath(locale, given);
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
        if (target.origin !== globalThis.location.origin) return;
        if (navigate?.(target.pathname + target.search)) event.preventDefault();
      }}
      {...rest}
    />
  );
}
