// The review screenshots: a member's message drawn as a chat bubble (name, text wrapped to the bubble, time), 640×400.
import { REVIEW_SCREENSHOTS } from "../../../src/domain/review-screenshots.ts";
import { escapeHtml } from "../../../src/domain/html.ts";

/** Words into lines of at most `width` characters (a system font is close enough to fixed-width for this). */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && (line + " " + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

export const SCREENSHOT_SIZE = { width: 640, height: 400 };

/** Screenshot number `n` (1–12), or null when there is none. */
export function screenshotSvg(n: number): string | null {
  const message = REVIEW_SCREENSHOTS[n - 1];
  if (!message) return null;
  const { width, height } = SCREENSHOT_SIZE;
  const lines = wrapText(message.text, 40);
  const bubbleH = 70 + lines.length * 30;
  const top = Math.max(70, Math.round((height - bubbleH) / 2) + 10);
  const font = "font-family=\"system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif\"";
  const text = lines.map((l, i) =>
    `<text x="60" y="${top + 68 + i * 30}" ${font} font-size="21" fill="#16142b">${escapeHtml(l)}</text>`
  ).join("");
  const minute = String((n * 7) % 60).padStart(2, "0");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-hidden="true">` +
    `<rect width="${width}" height="${height}" fill="#e6f0ff"/>` +
    `<rect width="${width}" height="48" fill="#1b1464"/>` +
    `<text x="24" y="31" ${font} font-size="18" font-weight="700" fill="#ffffff">Fellows Club · чат участников</text>` +
    `<rect x="36" y="${top}" width="${width - 72}" height="${bubbleH}" rx="18" fill="#ffffff"/>` +
    `<text x="60" y="${top + 36}" ${font} font-size="18" font-weight="700" fill="#e0501f">${
      escapeHtml(message.author)
    }</text>` +
    text +
    `<text x="${width - 60}" y="${top + bubbleH - 16}" text-anchor="end" ${font} font-size="15" fill="#5d5a75">1${
      n % 10
    }:${minute}</text></svg>`;
}
