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

/** What the visitor is doing on the page when the pop-up would open by itself. */
export type PageAttention = {
  /** Another dialog (auth, send request, the mobile menu, …) is open. */
  dialogOpen: boolean;
  /** The focus is in a text field, a select or an editable area. */
  fieldFocused: boolean;
  /** A form (other than a search box) holds input the visitor typed and has not sent. */
  typedInForm: boolean;
  /** A result the visitor asked for (an AI tool's answer) is on the page. */
  resultShown: boolean;
};

/**
 * The pop-up never interrupts: not over another dialog, not while the visitor works in a form or reads a result they
 * asked for. It waits, and opens at a later scroll once none of these holds (`#gift`, asked for, opens at once).
 */
export function leadMagnetMayOpenNow(page: PageAttention): boolean {
  return !page.dialogOpen && !page.fieldFocused && !page.typedInForm && !page.resultShown;
}

/** Open dialogs, whoever drew them (Ark's dialogs, the mobile menu, a native <dialog>). */
export const OPEN_DIALOG_SELECTOR = '[role="dialog"], [role="alertdialog"], [aria-modal="true"], dialog[open]';
/** Fields where the focus means the visitor is typing or choosing. */
export const FIELD_SELECTOR =
  'input:not([type="checkbox"]):not([type="radio"]):not([type="button"]):not([type="submit"]), textarea, select, [contenteditable="true"]';
/** Results the visitor asked for; a feature marks its result block with this attribute. */
export const USER_RESULT_SELECTOR = "[data-user-result]";
