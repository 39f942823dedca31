// Avatars (DiceBear's "notionists" drawings, seeded by the person's name) and company logos (a monogram on a colour
// drawn from the name): made here, deterministic, nothing fetched.
import { createAvatar } from "@dicebear/core";
import * as notionists from "@dicebear/notionists";
import { PICTURE_SIZE } from "../../../src/domain/pictures.ts";
import { escapeHtml } from "../../../src/domain/html.ts";
import { seededRandom } from "./cover-art.ts";

const AVATAR_BACKGROUNDS = ["ffd5c2", "c7dcff", "e4e2ef", "fff1eb", "e6f0ff"];

export function avatarSvg(seed: string): string {
  return createAvatar(notionists, {
    seed,
    size: PICTURE_SIZE.avatar.width,
    backgroundColor: AVATAR_BACKGROUNDS,
    backgroundType: ["solid"],
  }).toString();
}

const LOGO_COLOURS: Array<[string, string]> = [
  ["#1b1464", "#ffffff"],
  ["#ff6b3d", "#16142b"],
  ["#1849a9", "#ffffff"],
  ["#3b33a8", "#ffffff"],
  ["#027a48", "#ffffff"],
  ["#16142b", "#ffd5c2"],
];

/** Up to two initials of the name's words ("World Food Programme" → "WF"). */
export function monogram(name: string): string {
  const words = name.split(/[\s._-]+/).filter((w) => /\p{L}|\p{N}/u.test(w));
  return words.slice(0, 2).map((w) => [...w][0].toUpperCase()).join("") || "F";
}

export function logoSvg(seed: string): string {
  const { width, height } = PICTURE_SIZE.logo;
  const [bg, fg] = LOGO_COLOURS[Math.floor(seededRandom(seed)() * LOGO_COLOURS.length)];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-hidden="true">` +
    `<rect width="${width}" height="${height}" rx="20" fill="${bg}"/>` +
    `<text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-size="38" font-weight="700" fill="${fg}">${
      escapeHtml(monogram(seed))
    }</text></svg>`;
}
