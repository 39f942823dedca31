// Swiper carousel that renders on the server without layout shift: the server (and the first client render) output
// Swiper's own DOM with slide widths set by CSS per breakpoint, so the page already looks initialised; after
// hydration, once the carousel comes near the viewport, Swiper's core is imported and attached to that same DOM —
// no React re-render of the slides, and no Swiper download for visitors who never scroll to it. Until then the track
// scrolls natively (scroll snap). Swiper's CSS comes with the site stylesheet (src/styles.css).
import { type ReactNode, useEffect, useId, useRef } from "react";
import { css } from "styled-system/css";

const arrowButton = css({
  w: "44px",
  h: "44px",
  borderRadius: "full",
  border: "1px solid token(colors.line)",
  cursor: "pointer",
  _hover: { bg: "surface" },
});

export type CarouselProps = {
  slides: ReactNode[];
  slidesPerView: number;
  /** min-width (px) → slides per view, as Swiper's breakpoints. */
  breakpoints?: Record<number, { slidesPerView: number }>;
  spaceBetween?: number;
  loop?: boolean;
  autoplayMs?: number;
  speed?: number;
  pagination?: boolean;
  navigation?: { prevLabel: string; nextLabel: string };
  ariaLabel: string;
};

/** The CSS that sizes slides before Swiper runs: one rule per breakpoint, scoped to this carousel's id. */
export function slideWidthCss(
  scope: string,
  slidesPerView: number,
  spaceBetween: number,
  breakpoints: CarouselProps["breakpoints"] = {},
) {
  const rule = (n: number) =>
    `#${scope} .swiper-slide{width:calc((100% - ${(n - 1) * spaceBetween}px) / ${n});margin-right:${spaceBetween}px}`;
  return [
    `#${scope}:not(.swiper-initialized) .swiper-wrapper{display:flex;overflow-x:auto;scroll-snap-type:x mandatory;scrollbar-width:none}`,
    `#${scope}:not(.swiper-initialized) .swiper-slide{scroll-snap-align:start;flex-shrink:0}`,
    rule(slidesPerView),
    ...Object.entries(breakpoints).sort(([a], [b]) => Number(a) - Number(b)).map(([min, { slidesPerView: n }]) =>
      `@media (min-width:${min}px){${rule(n)}}`
    ),
  ].join("");
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
  const scope = `c${useId().replace(/[^a-zA-Z0-9]/g, "")}`;
  const root = useRef<HTMLDivElement>(null);
  const prev = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const dots = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let destroyed = false;
    let instance: { destroy(deleteInstance?: boolean, cleanStyles?: boolean): void } | undefined;
    const start = async () => {
      const { Swiper, Autoplay, Navigation, Pagination } = await import("./carousel-swiper.ts");
      if (destroyed || !root.current) return;
      instance = new Swiper(root.current, {
        modules: [Autoplay, Navigation, Pagination],
        slidesPerView,
        spaceBetween,
        breakpoints,
        loop,
        speed,
        autoplay: autoplayMs ? { delay: autoplayMs, disableOnInteraction: false } : false,
        navigation: navigation ? { prevEl: prev.current, nextEl: next.current } : false,
        pagination: pagination ? { el: dots.current, clickable: true } : false,
        a11y: { enabled: true },
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
  }, [slidesPerView, spaceBetween, breakpoints, loop, speed, autoplayMs, pagination, navigation]);
  return (
    <section aria-label={ariaLabel} aria-roledescription="carousel" className={css({ position: "relative" })}>
      <style dangerouslySetInnerHTML={{ __html: slideWidthCss(scope, slidesPerView, spaceBetween, breakpoints) }} />
      <div id={scope} ref={root} className="swiper" data-testid="carousel">
        <div className="swiper-wrapper">
          {slides.map((slide, i) => (
            <div key={i} className="swiper-slide" role="group" aria-roledescription="slide">{slide}</div>
          ))}
        </div>
      </div>
      {pagination && (
        <div
          ref={dots}
          className={css({
            display: "flex",
            justifyContent: "center",
            gap: "2",
            mt: "4",
            "& .swiper-pagination-bullet": {
              w: "10px",
              h: "10px",
              borderRadius: "full",
              bg: "line",
              cursor: "pointer",
              display: "inline-block",
            },
            "& .swiper-pagination-bullet-active": { bg: "brand" },
          })}
        />
      )}
      {navigation && (
        <div className={css({ display: "flex", gap: "2", justifyContent: "flex-end", mt: "3" })}>
          <button
            ref={prev}
            type="button"
            aria-label={navigation.prevLabel}
            className={arrowButton}
          >
            ‹
          </button>
          <button
            ref={next}
            type="button"
            aria-label={navigation.nextLabel}
            className={arrowButton}
          >
            ›
          </button>
        </div>
      )}
    </section>
  );
}
