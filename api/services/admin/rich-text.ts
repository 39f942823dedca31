// The one gate for rich text (an article's articleText) on its way into the database: whoever wrote the HTML — our
// editor, a pasted document, a script calling the API — only the allow-list below is kept.
//
// Why sanitize-html: it is maintained, parses with htmlparser2 (no DOM, so it runs under Deno and on Deno Deploy), and
// works from an allow-list. Why these choices:
// - Tags: the ones the article editor writes (paragraphs, h2–h4 under the page's h1, lists, quotes, code, pictures,
//   video players, simple tables) and nothing that runs or restyles: no script/style/svg/math/form/input/object/embed.
//   A disallowed tag is dropped but its text kept, except for tags whose content is code or markup, not prose
//   (NON_TEXT_TAGS), so "<noscript>…<img onerror>…" cannot come back to life as markup.
// - Attributes: only those that carry meaning for content; never style/class/id (they restyle or spoof the page) and
//   never on* handlers. Tables take no attributes (no colspan tricks to draw over the page).
// - Links: http(s), mailto or a path on this site (src/domain/rich-text.ts, shared with the editor); rel is always
//   "noopener noreferrer nofollow" (a reader's click must not hand window.opener or our ranking to an author's link)
//   and target may only be "_blank".
// - Pictures: http(s) or a path on this site (uploads live under /api/pictures/), never data:; width/height only as
//   plain numbers; loading="lazy" always, so a long article does not fetch every picture on open.
// - Video: an iframe only to a known player (YouTube, youtube-nocookie, Vimeo, Rutube) under its player path, https,
//   and with no srcdoc/sandbox/allow attributes the author could set; any other iframe is removed whole.
// - Headings: h1 becomes h2 and h5/h6 become h4, so pasted documents keep their structure under the page's own h1.
import sanitizeHtml from "sanitize-html";
import { isAllowedLinkHref, isAllowedPictureSrc, isAllowedVideoEmbedUrl } from "../../../src/domain/rich-text.ts";

/** Tags whose content is not prose: dropped with the tag (and inside an iframe, which shows no text). */
const NON_TEXT_TAGS = [
  "script",
  "style",
  "textarea",
  "option",
  "noscript",
  "noembed",
  "noframes",
  "template",
  "title",
  "xmp",
  "plaintext",
  "iframe",
  "svg",
  "math",
  "object",
  "embed",
  "select",
  "head",
];

const PLAIN_NUMBER = /^\d{1,4}$/;

/**
 * The attributes `keep` accepts (it returns the value to write, or undefined to drop one), in the author's order so
 * that clean markup comes back byte for byte, then the `forced` ones wherever the author had them, or at the end.
 */
function rewriteAttributes(
  attribs: sanitizeHtml.Attributes,
  keep: (name: string, value: string) => string | undefined,
  forced: sanitizeHtml.Attributes = {},
): sanitizeHtml.Attributes {
  const result: sanitizeHtml.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    const kept = Object.hasOwn(forced, name) ? forced[name] : keep(name, value);
    if (kept !== undefined) result[name] = kept;
  }
  for (const [name, value] of Object.entries(forced)) {
    if (!Object.hasOwn(result, name)) result[name] = value;
  }
  return result;
}

const isPlainSize = (name: string, value: string) =>
  (name === "width" || name === "height") && PLAIN_NUMBER.test(value);

/** The allow-list, read once. sanitize-html checks schemes too; the transforms apply our stricter rules first. */
const RICH_TEXT_POLICY: Readonly<sanitizeHtml.IOptions> = Object.freeze<sanitizeHtml.IOptions>({
  allowedTags: [
    "p",
    "br",
    "hr",
    "h2",
    "h3",
    "h4",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "a",
    "ul",
    "ol",
    "li",
    "blockquote",
    "code",
    "pre",
    "img",
    "figure",
    "figcaption",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "iframe",
  ],
  allowedAttributes: {
    a: ["href", "rel", "target"],
    img: ["src", "alt", "width", "height", "loading"],
    iframe: ["src", "title", "allowfullscreen", "width", "height"],
  },
  allowedClasses: {},
  allowedStyles: {},
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"], iframe: ["https"] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite", "srcset"],
  allowProtocolRelative: false,
  allowedIframeHostnames: ["www.youtube.com", "www.youtube-nocookie.com", "player.vimeo.com", "rutube.ru"],
  allowIframeRelativeUrls: false,
  allowVulnerableTags: false,
  disallowedTagsMode: "discard",
  nonTextTags: NON_TEXT_TAGS,
  parser: { lowerCaseTags: true, lowerCaseAttributeNames: true, decodeEntities: true },
  transformTags: {
    h1: "h2",
    h5: "h4",
    h6: "h4",
    a: (tagName, attribs) => ({
      tagName,
      attribs: rewriteAttributes(attribs, (name, value) => {
        if (name === "href") return isAllowedLinkHref(value) ? value : undefined;
        if (name === "target") return value === "_blank" ? value : undefined;
      }, { rel: "noopener noreferrer nofollow" }),
    }),
    img: (tagName, attribs) => ({
      tagName,
      attribs: rewriteAttributes(attribs, (name, value) => {
        if (name === "src") return isAllowedPictureSrc(value) ? value : undefined;
        if (name === "alt" || isPlainSize(name, value)) return value;
      }, { loading: "lazy" }),
    }),
    iframe: (tagName, attribs) => ({
      tagName,
      attribs: rewriteAttributes(attribs, (name, value) => {
        if (name === "src") return isAllowedVideoEmbedUrl(value) ? value : undefined;
        if (name === "allowfullscreen") return "";
        if (name === "title" || isPlainSize(name, value)) return value;
      }),
    }),
  },
  // A picture or a player without an allowed address is nothing to show: remove it rather than keep an empty tag.
  exclusiveFilter: (frame) => (frame.tag === "img" || frame.tag === "iframe") && !frame.attribs.src,
  // A player shows no text of its own; whatever an author put between <iframe> and </iframe> is dropped.
  textFilter: (text, tagName) => tagName === "iframe" ? "" : text,
});

/** The rich text with only the allow-listed markup left; what the database stores and every page shows. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT_POLICY).trim();
}

/** Closing blocks and breaks, which separate words that the tags alone kept apart. */
const BLOCK_BOUNDARY =
  /<\/(?:p|h[2-4]|li|blockquote|pre|figcaption|td|th|tr|ul|ol|figure|table)>|<(?:br|hr|img|iframe)\b[^>]*>/gi;

/** sanitize-html escapes exactly these in text; reversing them gives the text a reader sees. */
function unescapeText(text: string): string {
  return text.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&amp;/g, "&");
}

/**
 * The text a reader sees, on one line, cut at a word boundary to at most `max` characters (with "…" when cut): for
 * previews, search snippets and meta descriptions. Works from the sanitized HTML, so hidden script or style text
 * never leaks into a description.
 */
export function plainTextOf(html: string, max = Number.POSITIVE_INFINITY): string {
  const separated = sanitizeRichText(html).replace(BLOCK_BOUNDARY, (tag) => `${tag} `);
  const text = unescapeText(sanitizeHtml(separated, { allowedTags: [], allowedAttributes: {} }))
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= max) return text;
  if (max <= 1) return text.slice(0, Math.max(0, max));
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** Nothing a reader would see: no text (spaces and &nbsp; aside), no picture, no video. "<p></p>" is empty. */
export function isRichTextEmpty(html: string): boolean {
  const clean = sanitizeRichText(html);
  return !/<(?:img|iframe)\b/i.test(clean) && plainTextOf(clean) === "";
}
