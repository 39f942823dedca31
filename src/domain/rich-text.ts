// Which addresses an article's rich text may point at: one rule for the editor (what it lets an editor insert) and for
// the server's sanitizer (what it keeps), so whatever the editor writes survives a save and a reload unchanged.

/** Control characters (tab, newline, NUL…) inside an address are how "jav&#x09;ascript:" slips past naive checks. */
// deno-lint-ignore no-control-regex -- finding control characters is this pattern's whole job
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/;

/**
 * A site-relative path ("/ru/articles/x"): one slash, then not a second slash or a backslash, which browsers read as
 * a protocol-relative address to another host ("//evil.example", "/\evil.example").
 */
function isSitePath(url: string): boolean {
  return /^\/(?![/\\])/.test(url);
}

function parsed(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

function hasScheme(url: string, protocols: readonly string[]): boolean {
  const address = parsed(url);
  return address !== null && protocols.includes(address.protocol);
}

/** A link's href: http(s), mailto, or a path on this site. Nothing else (javascript:, data:, vbscript:, file:…). */
export function isAllowedLinkHref(url: string): boolean {
  if (url === "" || CONTROL_CHARACTERS.test(url) || url.trim() !== url) return false;
  return isSitePath(url) || hasScheme(url, ["http:", "https:", "mailto:"]);
}

/** A picture's src: http(s) or a path on this site (uploads are served from /api/pictures/…); never data: or blob:. */
export function isAllowedPictureSrc(url: string): boolean {
  if (url === "" || CONTROL_CHARACTERS.test(url) || url.trim() !== url) return false;
  return isSitePath(url) || hasScheme(url, ["http:", "https:"]);
}

/**
 * The video players an article may frame, each with the path its embeddable player lives under: framing any other
 * page of these sites (a sign-in page, say) is not a video and is refused.
 */
export const VIDEO_EMBED_HOSTS: Readonly<Record<string, string>> = {
  "www.youtube.com": "/embed/",
  "www.youtube-nocookie.com": "/embed/",
  "player.vimeo.com": "/video/",
  "rutube.ru": "/play/embed/",
};

/** An iframe's src: https, one of the players above, under its player path, no credentials or odd port. */
export function isAllowedVideoEmbedUrl(url: string): boolean {
  if (CONTROL_CHARACTERS.test(url) || url.trim() !== url) return false;
  const address = parsed(url);
  if (!address || address.protocol !== "https:" || address.username || address.password || address.port) return false;
  if (!Object.hasOwn(VIDEO_EMBED_HOSTS, address.hostname)) return false;
  const playerPath = VIDEO_EMBED_HOSTS[address.hostname];
  return address.pathname.startsWith(playerPath) && address.pathname.length > playerPath.length;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;
const VIMEO_ID = /^\d{1,15}$/;
const RUTUBE_ID = /^[A-Za-z0-9]{16,64}$/;

/**
 * The player address for a video page an editor pastes (a YouTube watch, youtu.be or shorts link, a vimeo.com link, a
 * rutube.ru/video link, or a player address already), or null when it is not a video we can embed. YouTube plays
 * from youtube-nocookie.com, which sets no cookies until the reader presses play.
 */
export function videoEmbedUrl(input: string): string | null {
  const text = input.trim();
  if (isAllowedVideoEmbedUrl(text)) return text;
  const address = parsed(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
  if (!address || (address.protocol !== "https:" && address.protocol !== "http:")) return null;
  const host = address.hostname.replace(/^(www\.|m\.)/, "");
  const segments = address.pathname.split("/").filter(Boolean);
  let youtubeId: string | null = null;
  if (host === "youtu.be") youtubeId = segments[0] ?? null;
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    if (segments[0] === "watch") youtubeId = address.searchParams.get("v");
    else if (["shorts", "embed", "live", "v"].includes(segments[0] ?? "")) youtubeId = segments[1] ?? null;
  }
  if (youtubeId !== null) {
    return YOUTUBE_ID.test(youtubeId) ? `https://www.youtube-nocookie.com/embed/${youtubeId}` : null;
  }
  if (host === "vimeo.com") {
    const id = segments.find((s) => VIMEO_ID.test(s));
    return id ? `https://player.vimeo.com/video/${id}` : null;
  }
  if (host === "rutube.ru" && segments[0] === "video" && RUTUBE_ID.test(segments[1] ?? "")) {
    return `https://rutube.ru/play/embed/${segments[1]}`;
  }
  return null;
}
