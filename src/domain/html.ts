// Text put into markup we write by hand (mail bodies, the SVG pictures, the local payment fakes' pages), in one place.

/**
 * Text made safe in HTML and in XML (SVG), in element content and inside a quoted attribute of either quote: & < > " '
 * become numeric character references, which both languages read the same way ("&#60;b&#62;" shows "<b>").
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
