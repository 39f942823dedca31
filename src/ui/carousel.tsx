// Swiper carousel that renders on the server without layout shift: the server (and the first client render) output
// Swiper's own DOM with slide widths set by CSS per breakpoint, so the page already looks initialised; after
// hydration, once the carousel comes near the viewport, Swiper (JS and CSS, ./carousel-swiper.ts) is imported and
// attached to that same DOM — no React re-render of the slides, and no Swiper download for visitors who never scroll
// to it. Until then the track scrolls natively (scroll snap) and the arrows scroll it.
import { type ReactNode, useEffect, useId, useRef } from "react";
import { css } from "styled-system/css";

export type CarouselProps = {
  slides: ReactNode[];
  /** Slides per view below the first breakpoint. */
  slidesPerView: number;
  /** min-width (px) → slides per view, as Swiper's breakpoints (window width, like a media query). */
  breakpoints?: Record<number, { slidesPerView: number }>;
  /** The gap between slides, px. */
  spaceBetween?: number;
  loop?: boolean;
  /** Autoplay delay, ms; off when omitted or when the visitor prefers reduced motion. */
  autoplayMs?: number;
  /** Transition duration, ms. */
  speed?: number;
  /** Clickable bullets under the track. */
  pagination?: boolean;
  /** Arrow buttons with these (translated) accessible names. */
  navigation?: { prevLabel: string; nextLabel: string };
  /** The carousel region's accessible name (translated). */
  ariaLabel: string;
};

type SwiperInstance = { destroy(deleteInstance?: boolean, cleanStyles?: boolean): void };

/** How long after the page has loaded Swiper may start without being asked (autoplay's first move comes later). */
const SETTLE_MS = 2_500;
let settled: Promise<void> | null = null;

/**
 * Resolves once the page has settled: at the visitor's first interaction, or a while after the load event. Swiper's
 * set-up (loop clones, measuring every slide) is main-thread work that would otherwise land in the middle of
 * hydration, where it delays the first interaction; the slides are already laid out by CSS, so nothing moves.
 */
function pageSettled(): Promise<void> {
  settled ??= new Promise<void>((resolve) => {
    const events = ["pointerdown", "keydown", "wheel", "touchstart", "scroll"] as const;
    const done = () => {
      for (const e of events) removeEventListener(e, done, { capture: true });
      resolve();
    };
    for (const e of events) addEventListener(e, done, { capture: true, passive: true, once: true });
    const afterLoad = () => setTimeout(done, SETTLE_MS);
    if (document.readyState === "complete") afterLoad();
    else addEventListener("load", afterLoad, { once: true });
  });
  return settled;
}

/**
 * The CSS that sizes slides before Swiper runs, scoped to one carousel's id: the slide width comes from the custom
 * properties --carousel-per-view and --carousel-gap, and each breakpoint only changes --carousel-per-view. (They are
 * set here, not in a style attribute, which would beat the media queries.)
 */
export function slideWidthCss(
  scope: string,
  slidesPerView: number,
  spaceBetween: number,
  breakpoints: CarouselProps["breakpoints"] = {},
): string {
  const s = `#${scope}`;
  return [
    `${s}{--carousel-per-view:${slidesPerView};--carousel-gap:${spaceBetween}px}`,
    // position:relative: a slide contains its absolutely placed parts (a screen-reader-only note is one), so the
    // track clips them instead of the page growing sideways.
    `${s} .swiper-slide{position:relative;width:calc((100% - (var(--carousel-per-view) - 1) * var(--carousel-gap)) / var(--carousel-per-view));margin-right:var(--carousel-gap);height:auto}`,
    `${s}:not(.swiper-initialized) .swiper-wrapper{display:flex;overflow-x:auto;scroll-snap-type:x mandatory;scrollbar-width:none}`,
    `${s}:not(.swiper-initialized) .swiper-wrapper::-webkit-scrollbar{display:none}`,
    `${s}:not(.swiper-initialized) .swiper-slide{scroll-snap-align:start;flex-shrink:0}`,
    ...Object.entries(breakpoints)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([min, bp]) => `@media (min-width:${min}px){${s}{--carousel-per-view:${bp.slidesPerView}}}`),
  ].join("");
}

const arrowButton = css({
  w: "44px",
  h: "44px",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  borderRadius: "full",
  border: "1px solid token(colors.line)",
  color: "brand",
  bg: "white",
  cursor: "pointer",
  _hover: { bg: "surface" },
  _disabled: { opacity: 0.35, cursor: "default", _hover: { bg: "white" } },
  // Swiper marks the arrows when every slide fits; keep their place so nothing below moves.
  "&.swiper-button-lock": { visibility: "hidden" },
});

function Arrow({ direction }: { direction: "prev" | "next" }) {
  return (
    <svg width="10" height="18" viewBox="0 0 10 18" aria-hidden="true">
      <path
        d={direction === "prev" ? "M9 1L1 9l8 8" : "M1 1l8 8-8 8"}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Carousel(props: CarouselProps) {
  const {
    slides,
    slidesPerView,
    breakpoints,
    spaceBetween = 16,
    loop = false,
    autoplayMs,
    speed = 300,
    pagination = false,
    navigation,
    ariaLabel,
  } = props;
  const scope = `carousel${useId().replace(/[^a-zA-Z0-9]/g, "")}`;
  const root = useRef<HTMLDivElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const prev = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const dots = useRef<HTMLDivElement>(null);
  // Swiper is rebuilt only when an option really changes, not when a parent passes new object literals.
  const optionsKey = JSON.stringify([slidesPerView, breakpoints, spaceBetween, loop, autoplayMs, speed, pagination]);
  const hasNavigation = Boolean(navigation);

  useEffect(() => {
    let destroyed = false;
    let instance: SwiperInstance | undefined;
    const start = async () => {
      await pageSettled();
      if (destroyed) return;
      const { Swiper, Autoplay, Navigation, Pagination } = await import("./carousel-swiper.ts");
      if (destroyed || !root.current) return;
      const reducedMotion = globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
      instance = new Swiper(root.current, {
        modules: [Autoplay, Navigation, Pagination],
        slidesPerView,
        spaceBetween,
        breakpoints,
        loop,
        speed,
        autoplay: autoplayMs && !reducedMotion
          ? { delay: autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true }
          : false,
        navigation: hasNavigation ? { prevEl: prev.current, nextEl: next.current } : false,
        pagination: pagination ? { el: dots.current, clickable: true } : false,
      });
    };
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        start();
      }
    }, { rootMargin: "200px" });
    if (root.current) observer.observe(root.current);
    return () => {
      destroyed = true;
      observer.disconnect();
      instance?.destroy(true, true);
    };
  }, [optionsKey, hasNavigation]);

  // Before Swiper runs the arrows scroll the native track by one slide; afterwards Swiper handles the clicks.
  const scrollBy = (direction: 1 | -1) => {
    const track = wrapper.current;
    if (!track || root.current?.classList.contains("swiper-initialized")) return;
    const slide = track.firstElementChild as HTMLElement | null;
    track.scrollBy({
      left: direction * ((slide?.offsetWidth ?? track.clientWidth) + spaceBetween),
      behavior: "smooth",
    });
  };

  return (
    // A group, not a landmark (the ARIA carousel pattern): the page's sections around it are the landmarks, and a
    // page with several carousels does not get several regions of one name.
    <div
      role="group"
      aria-roledescription="carousel"
      aria-label={ariaLabel}
      className={css({ position: "relative", minW: 0 })}
    >
      <style dangerouslySetInnerHTML={{ __html: slideWidthCss(scope, slidesPerView, spaceBetween, breakpoints) }} />
      <div
        id={scope}
        ref={root}
        className="swiper"
        data-testid="carousel"
      >
        {/* Until Swiper runs the track scrolls natively, so it must be reachable by keyboard. */}
        <div ref={wrapper} className="swiper-wrapper" tabIndex={0}>
          {slides.map((slide, i) => <div key={i} className="swiper-slide">{slide}</div>)}
        </div>
      </div>
      {pagination && (
        <div
          ref={dots}
          className={css({
            display: "flex",
            justifyContent: "center",
            alignItems: "center",
            // Reserved before Swiper fills in the bullets, so nothing below moves.
            minH: "10px",
            mt: "4",
            "--swiper-pagination-bullet-size": "10px",
            "--swiper-pagination-bullet-inactive-color": "token(colors.line)",
            "--swiper-pagination-bullet-inactive-opacity": "1",
            "--swiper-pagination-color": "token(colors.brand)",
          })}
        />
      )}
      {navigation && (
        <div className={css({ display: "flex", gap: "2", justifyContent: "flex-end", mt: "3" })}>
          <button
            ref={prev}
            type="button"
            aria-label={navigation.prevLabel}
            // Without loop Swiper starts on the first slide with "previous" disabled; so does the server HTML.
            disabled={!loop}
            onClick={() => scrollBy(-1)}
            className={arrowButton}
          >
            <Arrow direction="prev" />
          </button>
          <button
            ref={next}
            type="button"
            aria-label={navigation.nextLabel}
            onClick={() => scrollBy(1)}
            className={arrowButton}
          >
            <Arrow direction="next" />
          </button>
        </div>
      )}
    </div>
  );
}

export default Carousel;
