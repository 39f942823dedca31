// Who is asking: the session cookie resolved once per request (sliding renewal sent back), the HTTP side of sign-in
// and sign-out for the GraphQL resolvers, and the origin check for requests that change something (CSRF).
import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { Db } from "../../db/client.ts";
import type { SessionIo } from "../../api/graphql/context.ts";
import { rememberSessionUser, SESSION_COOKIE, validateSessionToken } from "../../api/services/auth/sessions.ts";
import {
  createDeviceSigner,
  DEVICE_COOKIE,
  DEVICE_COOKIE_SECONDS,
  type DeviceSigner,
} from "../../api/services/auth/devices.ts";
import { ANONYMOUS_VIEWER, type Viewer } from "../domain/viewer.ts";
import type { Config } from "../config.ts";
import { addressGroup, clientAddress } from "../platform/client-address.ts";

type Env = { Variables: { viewer: Viewer; sessionToken: string | null } };

function cookieOptions(c: Context, configuredOrigin: string | undefined, expires: Date) {
  const secure = (configuredOrigin ?? c.req.url).startsWith("https:");
  return { path: "/", httpOnly: true, secure, sameSite: "Lax" as const, expires };
}

/** Sets `viewer` and `sessionToken` on the context from the session cookie. */
export function sessionMiddleware(
  db: Db,
  configuredOrigin: string | undefined,
  now: () => Date = () => new Date(),
): MiddlewareHandler<Env> {
  return async (c, next) => {
    // Static files need no viewer (and no database round trip); an API's file (an expert's own document) does.
    if (/\.[a-z0-9]{1,5}$/i.test(c.req.path) && !c.req.path.startsWith("/api/")) return await next();
    const token = getCookie(c, SESSION_COOKIE) ?? null;
    let viewer = ANONYMOUS_VIEWER;
    if (token) {
      const found = await validateSessionToken(db, token, now());
      if (found) {
        viewer = {
          tier: found.user.isFellow ? "fellow" : "authorized",
          userId: found.user.id,
          email: found.user.email,
          role: found.user.role,
        };
        rememberSessionUser(viewer, found.user, found.authenticatedAt);
        if (found.renewedUntil) {
          setCookie(c, SESSION_COOKIE, token, cookieOptions(c, configuredOrigin, found.renewedUntil));
        }
      } else {
        deleteCookie(c, SESSION_COOKIE, { path: "/" });
      }
    }
    c.set("viewer", viewer);
    c.set("sessionToken", token);
    await next();
  };
}

/** One device signer per secret, made once (without a secret its key is per process, not per request). */
const deviceSigners = new Map<string | undefined, DeviceSigner>();

export function sessionIoOf(
  c: Context,
  config: Pick<Config, "configuredOrigin" | "trustedProxies" | "sessionSecret">,
): SessionIo {
  const { configuredOrigin } = config;
  let devices = deviceSigners.get(config.sessionSecret);
  if (!devices) deviceSigners.set(config.sessionSecret, devices = createDeviceSigner(config.sessionSecret));
  return {
    // Rate limits and view counts count an IPv6 client by its /64.
    ip: addressGroup(clientAddress(c, config.trustedProxies)),
    token: (c.get("sessionToken" as never) as string | null | undefined) ?? null,
    setSessionCookie: (token, expiresAt) =>
      setCookie(c, SESSION_COOKIE, token, cookieOptions(c, configuredOrigin, expiresAt)),
    clearSessionCookie: () => deleteCookie(c, SESSION_COOKIE, { path: "/" }),
    deviceCookie: getCookie(c, DEVICE_COOKIE) ?? null,
    devices,
    setDeviceCookie: (value) =>
      setCookie(
        c,
        DEVICE_COOKIE,
        value,
        cookieOptions(c, configuredOrigin, new Date(Date.now() + DEVICE_COOKIE_SECONDS * 1000)),
      ),
  };
}

/**
 * Requests that change something must come from this origin: a browser always sends Origin on POST, and a request
 * whose Origin is another one is refused before it reaches any handler. Without an Origin, the browser's
 * Sec-Fetch-Site decides: only `same-origin` (or `none`, a visitor's own action) passes; `cross-site` and `same-site`
 * are refused — same-site is not same-origin: a sibling subdomain (a forgotten DNS record someone took over, a host
 * of user content) would otherwise post with the visitor's cookies (decision 182). A request with neither header
 * comes from no browser (a provider's webhook, a script), which sends no visitor's cookies on its own.
 */
export function sameOriginMiddleware(
  configuredOrigin: string | undefined,
  refused: (c: Context) => Response,
): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD" && c.req.method !== "OPTIONS") {
      const origin = c.req.header("origin");
      const expected = configuredOrigin ?? new URL(c.req.url).origin;
      const site = c.req.header("sec-fetch-site");
      if (origin ? origin !== expected : site !== undefined && site !== "same-origin" && site !== "none") {
        return refused(c);
      }
    }
    await next();
  };
}
