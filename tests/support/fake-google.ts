// A fake Google token endpoint (Google's HTTP edge, the only thing faked in the Google sign-in tests): it answers
// the code "good-code" with a PKCE verifier by an ID token carrying the claims the test sets.
const b64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

export function fakeGoogle(claims: () => Record<string, unknown>) {
  const seen: Array<Record<string, string>> = [];
  const server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen: () => {} }, async (req) => {
    const form = Object.fromEntries(new URLSearchParams(await req.text()));
    seen.push(form);
    if (form.code !== "good-code" || !form.code_verifier) {
      return Response.json({ error: "invalid_grant" }, { status: 400 });
    }
    const idToken = `${b64url({ alg: "RS256", typ: "JWT" })}.${b64url(claims())}.c2ln`;
    return Response.json({ access_token: "at", token_type: "Bearer", expires_in: 3600, id_token: idToken });
  });
  return { url: `http://127.0.0.1:${server.addr.port}/token`, seen, close: () => server.shutdown() };
}
