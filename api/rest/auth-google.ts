// Google sign-in (arctic's OAuth 2.0 client with PKCE): /api/auth/google sends the visitor to Google with a random
// state and code verifier kept in short-lived HttpOnly cookies; the callback checks the state, trades the code (with
// the verifier) for tokens, and signs the Google account in — linking it to an existing account with the same email
// (Google vouches for the address), or creating one.
import { Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { CodeChallengeMethod, decodeIdToken, generateCodeVerifier, generateState, OAuth2Client } from "arctic";
import type { Db } from "../../db/client.ts";
import type { Config } from "../../src/config.ts";
import { signInWithGoogle } from "../services/auth/accounts.ts";
import { createSession, SESSION_COOKIE } from "../services/auth/sessions.ts";
import { hit, LIMITS } from "../services/rate-limit.ts";
import { addressGroup, clientAddress } from "../../src/platform/client-address.ts";
import { safeRedirectPath } from "../../src/domain/auth.ts";
import { isLocale, type Locale } from "../../src/domain/locale.ts";

const STATE = "google_oauth_state";
const VERIFIER = "google_code_verifier";
const NEXT = "google_next";

type GoogleClaims = {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
};

export function googleAuthApp(db: Db, config: Config) {
  const app = new Hono();
  // The callback Google returns to is on the configured origin, never one a request's Host header names.
  const callbackUrl = `${config.origin}/api/auth/google/callback`;
  const secure = config.origin.startsWith("https:");
  // A failed Google sign-in reopens the dialog where the visitor started, still remembering where they were going.
  const home = (locale: Locale, error?: string, to?: string | null) =>
    `/${locale}/${error ? `?auth=signin&error=${error}${to ? `&redirectTo=${encodeURIComponent(to)}` : ""}` : ""}`;

  app.get("/", (c) => {
    const locale = isLocale(c.req.query("locale")) ? c.req.query("locale") as Locale : "ru";
    if (!config.google) return c.redirect(home(locale, "google_off"), 302);
    const client = new OAuth2Client(
      config.google.clientId,
      config.google.clientSecret,
      callbackUrl,
    );
    const state = generateState();
    const verifier = generateCodeVerifier();
    const url = client.createAuthorizationURLWithPKCE(
      config.google.authUrl,
      state,
      CodeChallengeMethod.S256,
      verifier,
      [
        "openid",
        "profile",
        "email",
      ],
    );
    const cookie = {
      path: "/api/auth/google",
      httpOnly: true,
      secure,
      sameSite: "Lax" as const,
      maxAge: 600,
    };
    setCookie(c, STATE, state, cookie);
    setCookie(c, VERIFIER, verifier, cookie);
    setCookie(c, NEXT, JSON.stringify({ locale, to: safeRedirectPath(c.req.query("redirectTo")) }), cookie);
    return c.redirect(url.toString(), 302);
  });

  app.get("/callback", async (c) => {
    const cookiePath = { path: "/api/auth/google" };
    const state = getCookie(c, STATE);
    const verifier = getCookie(c, VERIFIER);
    let next: { locale: Locale; to: string | null } = { locale: "ru", to: null };
    try {
      const parsed = JSON.parse(getCookie(c, NEXT) ?? "{}");
      if (isLocale(parsed.locale)) next = { locale: parsed.locale, to: safeRedirectPath(parsed.to) };
    } catch { /* the defaults */ }
    for (const name of [STATE, VERIFIER, NEXT]) deleteCookie(c, name, cookiePath);
    const code = c.req.query("code");
    if (!config.google || !state || !verifier || !code || c.req.query("state") !== state) {
      return c.redirect(home(next.locale, "google_failed", next.to), 302);
    }
    const ip = addressGroup(clientAddress(c, config.trustedProxies));
    if (!(await hit(db, `signin:ip:${ip}`, LIMITS.signInPerIp))) {
      return c.redirect(home(next.locale, "too_many", next.to), 302);
    }
    let claims: GoogleClaims;
    try {
      const client = new OAuth2Client(
        config.google.clientId,
        config.google.clientSecret,
        callbackUrl,
      );
      const tokens = await client.validateAuthorizationCode(config.google.tokenUrl, code, verifier);
      // The ID token came straight from Google's token endpoint over TLS: its claims can be read without a signature
      // check (OpenID Connect Core 3.1.3.7).
      claims = decodeIdToken(tokens.idToken()) as GoogleClaims;
    } catch (error) {
      console.error("google sign-in:", error instanceof Error ? error.message : "failed");
      return c.redirect(home(next.locale, "google_failed", next.to), 302);
    }
    if (!claims.sub || !claims.email || claims.email_verified !== true) {
      return c.redirect(home(next.locale, "google_unverified", next.to), 302);
    }
    const user = await signInWithGoogle(db, {
      googleId: claims.sub,
      email: claims.email,
      firstName: claims.given_name ?? claims.name ?? claims.email.split("@")[0],
      lastName: claims.family_name ?? "",
      language: next.locale,
    });
    // The team blocked the account (/admin): Google vouching for the address does not undo that.
    if (user.blockedAt) return c.redirect(home(next.locale, "google_blocked", next.to), 302);
    const session = await createSession(db, user.id);
    setCookie(c, SESSION_COOKIE, session.token, {
      path: "/",
      httpOnly: true,
      secure,
      sameSite: "Lax",
      expires: session.expiresAt,
    });
    return c.redirect(next.to ?? `/${next.locale}/`, 302);
  });
  return app;
}
