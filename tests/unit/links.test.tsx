// Internal links are typed by the route tree: a link to a page that does not exist fails `deno task check`, and what
// a typed link renders is the same plain <a> with the locale prefix and the canonical trailing slash.
import assert from "node:assert/strict";
import { renderToString } from "react-dom/server";
import { I18nProvider } from "../../src/lib/i18n.tsx";
import { linkHref, type LinkTarget, LocaleLink } from "../../src/ui/locale-link.tsx";
import { PROFILE_MENU } from "../../src/lib/profile-menu.ts";
import { FOOTER_CABINET_LINKS, MENU_GROUPS, TOP_LINKS } from "../../src/features/layout/navigation.ts";

const render = (node: React.ReactNode) =>
  renderToString(
    <I18nProvider locale="en" t={((k: string) => k) as never} viewerTier="anonymous">{node}</I18nProvider>,
  );

Deno.test("a link to a route that does not exist, or without its params, does not type-check", () => {
  // These lines are the test: `deno task check` fails when one of them compiles, i.e. when the link is accepted.
  // @ts-expect-error a route that does not exist
  const missing = <LocaleLink to="/$locale/no-such-page">x</LocaleLink>;
  // @ts-expect-error a path without its route's $locale prefix is no route either
  const unprefixed = <LocaleLink to="/jobs">x</LocaleLink>;
  // @ts-expect-error a route with a $param needs its params
  const withoutParams = <LocaleLink to="/$locale/jobs/$id">x</LocaleLink>;
  // @ts-expect-error params the route does not have
  const extraParams = <LocaleLink to="/$locale/jobs" params={{ id: 1 }}>x</LocaleLink>;
  // @ts-expect-error menus built from data are checked too
  const menu: LinkTarget[] = [{ to: "/$locale/saved-jobs" }];
  assert.equal([missing, unprefixed, withoutParams, extraParams, ...menu].length, 5);
});

Deno.test("a typed link renders the page's locale, its params and the trailing slash, and keeps the query", () => {
  assert.equal(
    render(<LocaleLink to="/$locale/jobs/$id" params={{ id: 7 }}>x</LocaleLink>),
    '<a href="/en/jobs/7/">x</a>',
  );
  assert.equal(render(<LocaleLink to="/$locale/">x</LocaleLink>), '<a href="/en/">x</a>');
  assert.equal(
    render(<LocaleLink to="/$locale/subscribe" search="?planId=p1">x</LocaleLink>),
    '<a href="/en/subscribe/?planId=p1">x</a>',
  );
  assert.equal(
    render(<LocaleLink to="/$locale/articles" params={{ locale: "ru" }}>x</LocaleLink>),
    '<a href="/ru/articles/">x</a>',
  );
  // The same page with another query, another site, and an address from content are kept as they were.
  assert.equal(render(<LocaleLink search="?auth=signup">x</LocaleLink>), '<a href="?auth=signup">x</a>');
  assert.equal(
    render(<LocaleLink href="https://example.org/" external>x</LocaleLink>),
    '<a href="https://example.org/" target="_blank" rel="noopener noreferrer">x</a>',
  );
  assert.equal(render(<LocaleLink href="/jobs">x</LocaleLink>), '<a href="/en/jobs/">x</a>');
});

Deno.test("the menus lead to the addresses they always did", () => {
  const hrefs = (items: ReadonlyArray<LinkTarget | { href: string }>) =>
    items.map((i) => "href" in i ? i.href : linkHref(i, "ru"));
  assert.deepEqual(hrefs(TOP_LINKS), ["/ru/jobs/", "/ru/articles/"]);
  assert.deepEqual(hrefs(MENU_GROUPS[0].items).slice(0, 2), [
    "https://resume.fellows.club/",
    "/ru/tools/cover-letter/",
  ]);
  assert.deepEqual(hrefs(FOOTER_CABINET_LINKS), [
    "/ru/profile/",
    "/ru/profile/job-application-tracker/",
    "/ru/support/",
  ]);
  assert.deepEqual(hrefs(PROFILE_MENU), [
    "/ru/profile/",
    "/ru/profile/job-application-tracker/",
    "/ru/saved_jobs/",
    "/ru/purchases/",
    "/ru/preferences/",
    "/ru/support/",
    "/ru/profile/expert/",
  ]);
});
