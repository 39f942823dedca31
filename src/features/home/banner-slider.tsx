// The banner slider: the home page's first screen, rendered on the server with the banners for the viewer's audience.
import { css, cx } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";
import { Carousel } from "../../ui/carousel.tsx";
import { LocaleLink } from "../../ui/locale-link.tsx";
import { primaryButton } from "../../ui/styles.ts";
import type { Banner } from "./queries.ts";

/** Banners for the viewer's audience (the API chose them), autoplay 4 s; the first picture loads at once. */
export function BannerSlider({ banners }: { banners: Banner[] }) {
  const { t } = useI18n();
  return (
    <Carousel
      ariaLabel={t("home.bannersCarousel")}
      slidesPerView={1}
      loop={banners.length > 1}
      autoplayMs={4_000}
      pagination={banners.length > 1}
      slides={banners.map((banner, i) => (
        <div
          key={banner.id}
          data-testid="banner"
          className={css({
            display: "grid",
            gridTemplateColumns: { base: "1fr", md: "1fr 1fr" },
            borderRadius: "2xl",
            overflow: "hidden",
            bg: "brand",
            color: "white",
            h: "full",
          })}
        >
          <div
            className={css({
              p: { base: "6", md: "10" },
              display: "flex",
              flexDirection: "column",
              gap: "3",
              justifyContent: "center",
              order: { base: 2, md: 1 },
            })}
          >
            {/* The slides are not the page's outline: their titles are emphasised text, not headings. */}
            <p className={css({ fontSize: { base: "xl", md: "3xl" }, fontWeight: "bold", lineHeight: "1.2" })}>
              {banner.title}
            </p>
            {banner.text && <p className={css({ color: "rgba(255,255,255,0.88)" })}>{banner.text}</p>}
            {banner.buttonTitle && banner.href && (
              <LocaleLink href={banner.href} className={cx(primaryButton, css({ alignSelf: "flex-start", mt: "2" }))}>
                {banner.buttonTitle}
              </LocaleLink>
            )}
          </div>
          {banner.image && (
            <img
              src={banner.image.url}
              alt=""
              width={1200}
              height={630}
              loading={i === 0 ? "eager" : "lazy"}
              fetchPriority={i === 0 ? "high" : undefined}
              className={css({
                w: "full",
                h: { base: "auto", md: "full" },
                aspectRatio: { base: "40 / 21", md: "auto" },
                objectFit: "cover",
                order: { base: 1, md: 2 },
                minH: { md: "280px" },
              })}
            />
          )}
        </div>
      ))}
    />
  );
}
