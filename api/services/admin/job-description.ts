// A job's description on its way into the database: whoever wrote the HTML (the back office's form, a paste, a script
// calling the API), only a small allow-list of text markup is kept, so the public job page (which renders it as HTML)
// can never run an author's script. sanitize-html parses with htmlparser2 (no hand-written parser, no DOM needed).
// To be replaced by the shared rich-text sanitizer (api/services/admin/rich-text.ts) when the article editor lands.
import sanitizeHtml from "sanitize-html";

const JOB_DESCRIPTION_POLICY: Readonly<sanitizeHtml.IOptions> = Object.freeze<sanitizeHtml.IOptions>({
  allowedTags: ["p", "br", "h2", "h3", "h4", "strong", "b", "em", "i", "u", "s", "ul", "ol", "li", "blockquote", "a"],
  allowedAttributes: { a: ["href", "target", "rel"] },
  // Links to the web or to a mail address only: no javascript:, data:, vbscript:, and no protocol-relative addresses.
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  // Tags whose content is code or markup, not prose: dropped whole, so their text cannot come back as markup.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "svg", "math", "template", "title"],
  disallowedTagsMode: "discard",
  transformTags: {
    // h1 is the page's own title: a description's h1 becomes a section heading.
    h1: "h2",
    h5: "h4",
    h6: "h4",
    // A reader's click must not hand window.opener (or our ranking) to an author's link.
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        ...(attribs.target === "_blank" ? { target: "_blank" } : {}),
        rel: "noopener noreferrer nofollow",
      },
    }),
  },
});

/** The description as it is stored: the allow-listed markup of `html`, everything else dropped. */
export function sanitizeJobDescription(html: string): string {
  return sanitizeHtml(html, JOB_DESCRIPTION_POLICY).trim();
}
