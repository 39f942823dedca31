// When the lead-magnet pop-up opens by itself (spec 01): near the page's bottom, once per browser session, not on
// the paying and personal pages. Every page's first load carries this, so it holds no validation code.

/** Scrolled to within this share of the page's bottom, the pop-up opens (spec 01 constants: 10 percent). */
export const LEAD_MAGNET_THRESHOLD = 0.1;

/** The browser session flag: once set, the pop-up does not open again in this tab's session. */
export const LEAD_MAGNET_SESSION_KEY = "fc.leadMagnetShown";

/** Has the visitor scrolled to within the threshold of the bottom? */
export function reachedLeadMagnetDepth(scrollTop: number, viewportHeight: number, pageHeight: number): boolean {
  if (pageHeight <= 0) return false;
  return scrollTop + viewportHeight >= pageHeight * (1 - LEAD_MAGNET_THRESHOLD);
}

/**
 * Pages where the pop-up never opens by itself: paying (the club's and a service's checkout and their thank-you
 * pages) and the personal area's forms (an expert filling in a long profile) — a gift offer in the middle of either
 * only gets in the way. `#gift` still opens it anywhere.
 */
const NO_LEAD_MAGNET =
  /^\/(ru|en)\/(subscribe|subscribe-success|buy-service|order-completed|profile|purchases|preferences|support)(\/|$)/;

export function leadMagnetMayOpenOn(pathname: string): boolean {
  return !NO_LEAD_MAGNET.test(pathname);
}
