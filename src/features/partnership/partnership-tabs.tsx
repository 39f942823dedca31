// The partnership page's four tabs (spec 03): a row of four cards with previous/next arrows on desktop; at 750 px and
// below the same cards are a swiper. The server renders the row (and, on a phone, a scroll-snapping track that already
// looks like the swiper); Swiper itself (./../../ui/carousel-swiper.ts) is loaded only when the viewport is narrow,
// and let go again when it widens. The tabs follow the ARIA tabs pattern: arrow keys, Home and End move between them.
import { type KeyboardEvent, useEffect, useRef } from "react";
import { css, cx } from "styled-system/css";
import { PARTNERSHIP_TABS, type PartnershipTab } from "../../domain/partnership.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { useMediaQuery } from "../../ui/use-media-query.ts";

/** At this width and below the tabs are a swiper (spec 03: max-width 750px). */
export const SWIPER_QUERY = "(max-width: 750px)";

type SwiperInstance = { destroy(deleteInstance?: boolean, cleanStyles?: boolean): void; slideTo(index: number): void };

export const tabId = (tab: PartnershipTab) => `partnership-tab-${tab}`;
export const panelId = "partnership-panel";

const arrowButton = css({
  display: "none",
  "@media (min-width: 751px)": { display: "inline-flex" },
  flexShrink: 0,
  w: "44px",
  h: "44px",
  alignItems: "center",
  justifyContent: "center",
  alignSelf: "center",
  borderRadius: "full",
  border: "1px solid token(colors.line)",
  color: "brand",
  bg: "white",
  cursor: "pointer",
  _hover: { bg: "surface" },
  _disabled: { opacity: 0.35, cursor: "default", _hover: { bg: "white" } },
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

const ICONS: Record<PartnershipTab, string> = {
  // A microphone, two joined squares, a megaphone, a handshake-like pair of arcs: simple strokes, no icon font.
  media: "M12 3a3 3 0 0 0-3 3v5a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3zM6 11a6 6 0 0 0 12 0M12 17v4M8 21h8",
  project: "M4 4h9v9H4zM11 11h9v9h-9z",
  marketing: "M3 10v4h3l6 4V6L6 10H3zM16 9a4 4 0 0 1 0 6M19 6a8 8 0 0 1 0 12",
  partner: "M8 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM16 12a4 4 0 1 0 0-8M2 20c0-3 3-5 6-5s6 2 6 5M14 15c3 0 8 1 8 5",
};

export function PartnershipTabs(
  { selected, onSelect }: { selected: number; onSelect: (index: number) => void },
) {
  const { t } = useI18n();
  const narrow = useMediaQuery(SWIPER_QUERY);
  const root = useRef<HTMLDivElement>(null);
  const swiper = useRef<SwiperInstance | null>(null);
  const last = PARTNERSHIP_TABS.length - 1;

  useEffect(() => {
    if (!narrow) return;
    let destroyed = false;
    void import("../../ui/carousel-swiper.ts").then(({ Swiper }) => {
      if (destroyed || !root.current) return;
      swiper.current = new Swiper(root.current, {
        slidesPerView: 1.3,
        spaceBetween: 12,
        initialSlide: selected,
        slideToClickedSlide: false,
        breakpoints: { 480: { slidesPerView: 2.2 } },
      }) as unknown as SwiperInstance;
    });
    return () => {
      destroyed = true;
      swiper.current?.destroy(true, true);
      swiper.current = null;
    };
  }, [narrow]);

  // The chosen tab comes into view (on a phone it may be off to the side).
  useEffect(() => {
    swiper.current?.slideTo(selected);
  }, [selected]);

  const focusTab = (index: number) => {
    onSelect(index);
    root.current?.querySelector<HTMLElement>(`#${tabId(PARTNERSHIP_TABS[index])}`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const next = {
      ArrowRight: Math.min(last, selected + 1),
      ArrowLeft: Math.max(0, selected - 1),
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    focusTab(next);
  };

  return (
    <div>
      <div
        className={css({ display: "flex", gap: "3", alignItems: "stretch", minW: 0 })}
        data-testid="partnership-tabs"
      >
        <button
          type="button"
          className={arrowButton}
          onClick={() => onSelect(selected - 1)}
          disabled={selected === 0}
          aria-label={t("partnership.previous")}
          data-testid="partnership-prev"
        >
          <Arrow direction="prev" />
        </button>
        <div
          ref={root}
          className={cx(
            "swiper",
            css({
              flex: 1,
              minW: 0,
              overflow: "hidden",
              // Before Swiper runs (and on desktop, where it never does) the track is laid out here.
              "&:not(.swiper-initialized) .swiper-wrapper": {
                display: "grid",
                gridTemplateColumns: "repeat(4, minmax(0, 1fr))",
                gap: "3",
                "@media (max-width: 750px)": {
                  display: "flex",
                  overflowX: "auto",
                  scrollSnapType: "x mandatory",
                  scrollbarWidth: "none",
                },
              },
              "&:not(.swiper-initialized) .swiper-slide": {
                width: "auto",
                "@media (max-width: 750px)": { flexShrink: 0, width: "75%", scrollSnapAlign: "start" },
              },
              "& .swiper-slide": { height: "auto" },
            }),
          )}
          data-swiper={narrow ? "on" : "off"}
        >
          <div
            className="swiper-wrapper"
            role="tablist"
            aria-label={t("partnership.tabsLabel")}
            onKeyDown={onKeyDown}
          >
            {PARTNERSHIP_TABS.map((tab, index) => {
              const active = index === selected;
              return (
                <div key={tab} className="swiper-slide" role="presentation">
                  <button
                    type="button"
                    role="tab"
                    id={tabId(tab)}
                    aria-selected={active}
                    aria-controls={panelId}
                    tabIndex={active ? 0 : -1}
                    onClick={() => onSelect(index)}
                    data-testid={`partnership-tab-${tab}`}
                    data-selected={active || undefined}
                    className={css({
                      w: "full",
                      h: "full",
                      display: "flex",
                      flexDirection: "column",
                      alignItems: "flex-start",
                      gap: "2",
                      p: "4",
                      textAlign: "left",
                      borderRadius: "xl",
                      border: "2px solid token(colors.line)",
                      bg: "white",
                      cursor: "pointer",
                      transition: "border-color 0.15s, background 0.15s",
                      _hover: { borderColor: "brandLight" },
                      "&[data-selected]": { borderColor: "brand", bg: "surface" },
                      _focusVisible: { outline: "2px solid token(colors.brandLight)", outlineOffset: "2px" },
                    })}
                  >
                    <svg
                      width="28"
                      height="28"
                      viewBox="0 0 24 24"
                      aria-hidden="true"
                      className={css({ color: active ? "accent" : "brand" })}
                    >
                      <path
                        d={ICONS[tab]}
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="1.8"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      />
                    </svg>
                    <span className={css({ fontWeight: "bold", color: "brand", fontSize: { base: "md", md: "lg" } })}>
                      {t(`partnership.tabs.${tab}.label`)}
                    </span>
                    <span className={css({ fontSize: "sm", color: "muted" })}>
                      {t(`partnership.tabs.${tab}.short`)}
                    </span>
                  </button>
                </div>
              );
            })}
          </div>
        </div>
        <button
          type="button"
          className={arrowButton}
          onClick={() => onSelect(selected + 1)}
          disabled={selected === last}
          aria-label={t("partnership.next")}
          data-testid="partnership-next"
        >
          <Arrow direction="next" />
        </button>
      </div>
      {
        /* On a phone, where the swiper shows one card and a half: which of the four is chosen (the tabs themselves are
        what assistive technology reads, so the dots are hidden from it). */
      }
      <div
        aria-hidden="true"
        className={css({
          display: "none",
          "@media (max-width: 750px)": { display: "flex" },
          justifyContent: "center",
          gap: "2",
          mt: "3",
        })}
      >
        {PARTNERSHIP_TABS.map((tab, index) => (
          <span
            key={tab}
            onClick={() => onSelect(index)}
            className={css({
              w: "2",
              h: "2",
              borderRadius: "full",
              bg: index === selected ? "brand" : "line",
              cursor: "pointer",
            })}
          />
        ))}
      </div>
    </div>
  );
}
