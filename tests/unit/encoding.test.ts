// Token hashes and password hashes already stored must keep verifying: these vectors were computed outside this code
// (Python's hashlib and base64), in the format rows hold today.
import assert from "node:assert/strict";
import { randomToken, sha256Hex } from "../../api/services/auth/encoding.ts";
import { hashPassword, PASSWORD_HASH, verifyPassword } from "../../api/services/auth/passwords.ts";

Deno.test("sha256Hex is the lowercase hex SHA-256 of the UTF-8 text (known vectors)", () => {
  assert.equal(sha256Hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  assert.equal(sha256Hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  assert.equal(sha256Hex("пароль ✓"), "d0b8cfcaddf57d749600ed46cfbebebed352f461f7bf0c0f18b75e2a3f4ea47e");
});

Deno.test("sha256Hex of a token equals WebCrypto's SHA-256 in hex, the form stored session ids were written in", async () => {
  for (let i = 0; i < 50; i++) {
    const token = randomToken();
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token)));
    const hex = Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
    assert.equal(sha256Hex(token), hex);
  }
});

Deno.test("a token is 32 random bytes in base64url without padding, different every time", () => {
  const tokens = new Set(Array.from({ length: 100 }, randomToken));
  assert.equal(tokens.size, 100);
  for (const token of tokens) {
    assert.match(token, /^[A-Za-z0-9_-]{43}$/);
    const bytes = Uint8Array.from(atob(token.replaceAll("-", "+").replaceAll("_", "/") + "="), (c) => c.charCodeAt(0));
    assert.equal(bytes.length, 32);
  }
});

Deno.test("password hashes written before @oslojs (padded standard base64) still verify", async () => {
  const stored = "pbkdf2-sha256$600000$AAECAwQFBgcICQoLDA0ODw==$7xdxRO7JQgy8EJPSqLNEqSvFBtDU7JwCjdGfgyTYweY=";
  assert.equal(await verifyPassword("correct horse battery staple", stored), true);
  assert.equal(await verifyPassword("correct horse battery stapler", stored), false);
  // A salt and hash with "+" and "/" in them: the standard alphabet, not base64url.
  const older = "pbkdf2-sha256$1000$//79/Pv6+fgAAQIDBAUGBw==$plNxLI3pFgNS5mTY7TsnRTWdinCBxxicdh+OUI1VazY=";
  assert.equal(await verifyPassword("Пароль-123", older), true);
  assert.equal(await verifyPassword("пароль-123", older), false);
});

Deno.test("a malformed stored password hash never verifies and never throws", async () => {
  const good = "pbkdf2-sha256$1000$//79/Pv6+fgAAQIDBAUGBw==$plNxLI3pFgNS5mTY7TsnRTWdinCBxxicdh+OUI1VazY=";
  for (
    const stored of [
      "",
      good.replace("pbkdf2-sha256", "argon2id"),
      good.replace("$1000$", "$abc$"),
      good.replace("$1000$", "$0$"),
      good.replace("//79", "%%79"),
      good.replace("VazY=", "Va*Y="),
      "pbkdf2-sha256$1000$//79/Pv6+fgAAQIDBAUGBw==$",
    ]
  ) {
    assert.equal(await verifyPassword("Пароль-123", stored), false, stored);
  }
});

Deno.test("hashPassword writes algorithm$iterations$salt$hash in padded standard base64, as before", async () => {
  const stored = await hashPassword("s3cret pass");
  const match = stored.match(/^pbkdf2-sha256\$600000\$([A-Za-z0-9+/]{22}==)\$([A-Za-z0-9+/]{43}=)$/);
  assert.ok(match, stored);
  // The same bytes through WebCrypto directly, decoded with atob as the old code did.
  const decode = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode("s3cret pass"), "PBKDF2", false, [
    "deriveBits",
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt: decode(match[1]), iterations: PASSWORD_HASH.iterations },
    key,
    256,
  );
  assert.deepEqual(new Uint8Array(bits), decode(match[2]));
  assert.equal(await verifyPassword("s3cret pass", stored), true);
});
