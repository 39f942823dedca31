// Streams a page: matches the route, runs its loaders against the in-process GraphQL executor, dehydrates the
// query cache and streams React 19's renderToReadableStream through TanStack Router's SSR handler.
import { isTeamRole, mayModerate } from "../domain/authorization.ts";
import { createRequestHandler, defaultStreamHandler } from "@tanstack/react-router/ssr/server";
import type { Manifest } from "@tanstack/react-router";
import { createHash } from "node:crypto";
import type { ContentSecurityPolicyOptionHandler } from "hono/secure-headers";
import { createGraphQLContext, type GraphQLDeps } from "../../api/graphql/context.ts";
import type { Executor } from "../../api/graphql/executor.ts";
import { dictionaries, siteDictionary } from "../../i18n/dictionaries.ts";
import { createTranslator, type Translate } from "../../i18n/translator.ts";
import { type Locale, LOCALES } from "../domain/locale.ts";
import type { Viewer } from "../domain/viewer.ts";
import { typedGql, unwrapResult } from "../lib/gql.ts";
import type { createAppRouter as CreateAppRouter } from "../router.tsx";

type RouterFactory = typeof CreateAppRouter;

/**
 * The pages' Content-Security-Policy as hono/secure-headers directives: scripts only from this site or allowed by
 * `inline` (this response's nonce — secure-headers' NONCE — or a shared page's hashes), nothing framed from elsewhere
 * except YouTube's player, YooKassa's checkout widget and Stripe's seller components, no embedding of our pages
 * anywhere (frame-ancestors), no plugins, forms and base URLs only to this site. Styles allow inline because React's
 * style attributes and the carousel's per-instance <style> are inline (no script runs from CSS).
 */
export function pagePolicy(
  inline: Array<string | ContentSecurityPolicyOptionHandler>,
  upgradeInsecureRequests: boolean,
) {
  return {
    defaultSrc: ["'self'"],
    // YooKassa's checkout widget is a script of theirs that frames their payment form, and Stripe's Connect.js frames
    // the seller's payments and payouts (the local fakes are 'self').
    scriptSrc: ["'self'", ...inline, "https://yookassa.ru", "https://connect-js.stripe.com"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "https:"],
    fontSrc: ["'self'", "data:"],
    connectSrc: ["'self'", "https://yookassa.ru", "https://*.yookassa.ru", "https://api.stripe.com"],
    frameSrc: [
      "'self'",
      "https://www.youtube.com",
      "https://www.youtube-nocookie.com",
      "https://yookassa.ru",
      "https://*.yookassa.ru",
      "https://connect-js.stripe.com",
      "https://js.stripe.com",
    ],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    ...(upgradeInsecureRequests ? { upgradeInsecureRequests: [] } : {}),
  };
}

/** The policy with these script hashes as a header value (secure-headers keeps a policy the answer already has). */
export function hashedPolicy(hashes: readonly string[], upgradeInsecureRequests: boolean): string {
  return Object.entries(pagePolicy(hashes.map((h) => `'sha256-${h}'`), upgradeInsecureRequests))
    .map(([name, values]) => [name.replace(/[A-Z]/g, (m) => `-${m.toLowerCase()}`), ...values].join(" "))
    .join("; ");
}

/**
 * The texts of the executable inline scripts this render wrote: those that carry its nonce (a JSON data block runs
 * nothing, so CSP does not govern it). A script without this response's nonce — one that stored content smuggled into
 * the page — is not the render's, and gets no hash.
 */
export function renderedScriptTexts(html: string, nonce: string): string[] {
  const attribute = `nonce="${nonce.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`)}"`;
  return [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((m) => !/\btype="application\/(?:ld\+)?json"/i.test(m[1]))
    .filter((m) => nonce !== "" && ` ${m[1]} `.includes(` ${attribute} `))
    .map((m) => m[2]);
}

/** Hashes of the short inline scripts every page repeats (the router's bootstrap), so each is hashed once. */
const shortScriptHashes = new Map<string, string>();
const SHORT_SCRIPT = 1024;

function scriptHash(text: string): string {
  if (text.length > SHORT_SCRIPT) return createHash("sha256").update(text).digest("base64");
  let hash = shortScriptHashes.get(text);
  if (hash === undefined) {
    hash = createHash("sha256").update(text).digest("base64");
    if (shortScriptHashes.size >= 256) shortScriptHashes.clear();
    shortScriptHashes.set(text, hash);
  }
  return hash;
}

/** The bytes of answers whose body withInlineScriptHashes already holds whole (compressPage compresses them at once). */
const wholeBodies = new WeakMap<Response, Uint8Array>();

/** The body of an answer made by withInlineScriptHashes, whole, or undefined for a streamed answer. */
export function wholeBodyOf(response: Response): Uint8Array | undefined {
  return wholeBodies.get(response);
}

/**
 * A page a CDN may keep and hand to every anonymous visitor: a nonce would be the same for all of them for minutes,
 * so it proves nothing. The whole page is read (it is one cached copy anyway), and its policy allows exactly the
 * inline scripts this render wrote, by their SHA-256, and no nonce. The render's own scripts are told apart by the
 * response's nonce (`nonce`, which secure-headers made for this response and the render gave every script it wrote;
 * stored content cannot know it): a script injected into the page carries no such nonce, gets no hash and does not
 * run. The nonce attributes then have no authority in the browser. The hashes are computed synchronously
 * (node:crypto): WebCrypto's digest costs a trip to a worker thread per script, several times the CPU of the hash.
 */
export async function withInlineScriptHashes(
  response: Response,
  upgradeInsecureRequests: boolean,
  nonce: string,
): Promise<Response> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const html = new TextDecoder().decode(bytes);
  const hashes = [...new Set(renderedScriptTexts(html, nonce))].map(scriptHash);
  const headers = new Headers(response.headers);
  headers.set("content-security-policy", hashedPolicy(hashes, upgradeInsecureRequests));
  headers.delete("content-length");
  const hashed = new Response(bytes, { status: response.status, statusText: response.statusText, headers });
  wholeBodies.set(hashed, bytes);
  return hashed;
}

/**
 * The router factory from the Vite SSR build (`deno task build`), whose components carry their class names
 * precomputed; from the sources when there is no build (their styles are then computed at render time).
 */
export async function loadRouterFactory(): Promise<{ createAppRouter: RouterFactory; source: "build" | "sources" }> {
  try {
    const built = await import(new URL("../../static/dist/server/entry-server.js", import.meta.url).href);
    return { createAppRouter: built.createAppRouter, source: "build" };
  } catch (error) {
    if (!(error instanceof TypeError) || !String(error.message).includes("not found")) throw error;
    return { createAppRouter: (await import("../router.tsx")).createAppRouter, source: "sources" };
  }
}

export function createPageRenderer(
  deps: GraphQLDeps & {
    executor: Executor;
    manifest: Manifest;
    /** Each locale's visitors' dictionary file (without the back office's strings). */
    dictionaryUrls: Record<Locale, string>;
    /** Each locale's whole dictionary file, for the team's pages. */
    teamDictionaryUrls: Record<Locale, string>;
    /** The configured origin for canonical and alternate links (never the request's Host). */
    origin: string;
    googleSignIn: boolean;
    createAppRouter: RouterFactory;
  },
) {
  // Everything that does not depend on the request is prepared once. A page renders with the dictionary its browser
  // will load (decision 144): the team's whole one for a team role, the visitors' without the back office's strings
  // otherwise, so the server and the hydrating client read the same texts. Chosen by role, not by route: a team
  // member who moves from a public page into /admin in the browser already holds the back office's strings.
  type PageI18n = { t: Translate; url: string };
  const i18n = Object.fromEntries(
    LOCALES.map((l) => [l, {
      site: { t: createTranslator(l, siteDictionary(l)), url: deps.dictionaryUrls[l] },
      team: { t: createTranslator(l, dictionaries[l]), url: deps.teamDictionaryUrls[l] },
    }]),
  ) as Record<Locale, { site: PageI18n; team: PageI18n }>;
  const manifestPromise = Promise.resolve(deps.manifest);
  const getRouterManifest = () => manifestPromise;

  /**
   * `nonce`: the one secure-headers made for this response (its Content-Security-Policy names it); `requestId`: the
   * request log's, named by a resolver's error line.
   */
  return async function renderPage(
    request: Request,
    locale: Locale,
    viewer: Viewer,
    nonce: string,
    requestId?: string,
  ): Promise<Response> {
    const graphqlContext = createGraphQLContext(deps, viewer, locale, undefined, requestId);
    const gql = typedGql(async (query, variables) =>
      unwrapResult(await deps.executor({ query, variables }, graphqlContext))
    );
    const origin = deps.origin;
    const team = isTeamRole(viewer.role);
    const { t, url } = i18n[locale][team ? "team" : "site"];
    const handler = createRequestHandler({
      request,
      createRouter: () =>
        deps.createAppRouter({
          gql,
          locale,
          t,
          origin,
          dictionaryUrl: url,
          viewerTier: viewer.tier,
          moderator: mayModerate(viewer.role),
          admin: viewer.role === "ADMIN" || viewer.role === "GLOBAL_ADMIN",
          promoter: viewer.role === "PROMOTER",
          team,
          googleSignIn: deps.googleSignIn,
          renderedAt: graphqlContext.now().getTime(),
        }, { nonce }),
      getRouterManifest,
    });
    return await handler(defaultStreamHandler);
  };
}
