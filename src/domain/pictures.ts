// Pictures made here (no downloads at run time): the addresses of the generated art, avatars and logos. The picture is a
// pure function of its address, so the address is the cache key and the response is cached for good; the version
// segment changes when the drawing rules change.
export const PICTURES_VERSION = "v1";

export type PictureKind = "cover" | "avatar" | "logo";

/** The drawn size of each kind (SVG viewBox and PNG pixels): covers are 1200×630, the Open Graph ratio. */
export const PICTURE_SIZE: Record<PictureKind, { width: number; height: number }> = {
  cover: { width: 1200, height: 630 },
  avatar: { width: 96, height: 96 },
  logo: { width: 96, height: 96 },
};

/** A seed is any text (a slug, a name): kept to letters, digits, spaces and a few marks so addresses stay plain. */
export function pictureSeed(text: string): string {
  return text.normalize("NFC").replace(/[^\p{L}\p{N} ._-]+/gu, " ").replace(/\s+/g, " ").trim().slice(0, 80) ||
    "fellows";
}

export function pictureUrl(kind: PictureKind, seed: string, format: "svg" | "png" = "svg"): string {
  return `/pictures/${PICTURES_VERSION}/${kind}/${encodeURIComponent(pictureSeed(seed))}.${format}`;
}

/** Review screenshot `n` (1–12) of the Russian home page, 640×400. */
export function screenshotUrl(n: number): string {
  return `/pictures/${PICTURES_VERSION}/screenshot/${n}.svg`;
}

/** Is this address one of ours (so the page may ask for its PNG twin for Open Graph)? */
export function isGeneratedPicture(url: string | null | undefined): url is string {
  return !!url && url.startsWith(`/pictures/${PICTURES_VERSION}/`);
}

/** Is this one of our generated covers (the only kind with a PNG twin)? */
export function isGeneratedCover(url: string | null | undefined): url is string {
  return !!url && url.startsWith(`/pictures/${PICTURES_VERSION}/cover/`) && url.endsWith(".svg");
}

/** The PNG twin of a generated SVG picture: social networks do not show SVG in link previews. */
export function pngTwin(url: string): string {
  return url.replace(/\.svg$/, ".png");
}
