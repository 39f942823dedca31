// The home page's carousels of its own content: the banner slider, the learning paths and the Russian review
// screenshots.
import { css, cx } from "styled-system/css";
import { screenshotUrl } from "../../domain/pictures.ts";
import { REVIEW_SCREENSHOTS } from "../../domain/review-screenshots.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { Carousel } from "../../ui/carousel.tsx";
import { LocaleLink } from "../../ui/locale-link.tsx";
import { primaryButton } from "../../ui/styles.ts";
import { cardTitle } from "./home-section.tsx";
import type { Banner, LearningPathCard } from "./queries.ts";

const pathCard = css({
  display: "flex",
  flexDirection: "column",
  borderRadius: "xl",
  border: "1px solid token(colors.line)",
  bg: "white",
  h: "full",
  overflow: "hidden",
  _hover: { borderColor: "brandLight" },
});
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

const PATH_BREAKPOINTS = { 600: { slidesPerView: 2 }, 1124: { slidesPerView: 4 } };

export function LearningPathsCarousel({ paths }: { paths: LearningPathCard[] }) {
  const { t } = useI18n();
  return (
    <Carousel
      ariaLabel={t("home.pathsCarousel")}
      slidesPerView={1}
      breakpoints={PATH_BREAKPOINTS}
      spaceBetween={16}
      loop={paths.length > 4}
      navigation={paths.length > 1 ? { prevLabel: t("home.previous"), nextLabel: t("home.next") } : undefined}
      slides={paths.map((path) => (
        <LocaleLink
          key={path.id}
          to="/$locale/courses/$slug"
          params={{ slug: path.slug }}
          data-testid="home-path-link"
          className={pathCard}
        >
          {path.heroPic && (
            <img
              src={path.heroPic}
              alt=""
              width={600}
              height={315}
              loading="lazy"
              className={css({ w: "full", h: "auto", aspectRatio: "40 / 21", objectFit: "cover", bg: "surface" })}
            />
          )}
          <span className={css({ display: "flex", flexDirection: "column", gap: "2", p: "5", flex: 1 })}>
            <span className={cardTitle}>{path.title}</span>
            <span className={css({ color: "muted", fontSize: "sm", lineClamp: 3 })}>
              {path.description.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim()}
            </span>
            <span className={css({ mt: "auto", pt: "2", fontWeight: "semibold", color: "accentDark", fontSize: "sm" })}>
              {path.announcementOnly ? t("learningPaths.announcement") : t("home.pathsOpen")} →
            </span>
          </span>
        </LocaleLink>
      ))}
    />
  );
}

const SCREENSHOT_BREAKPOINTS = { 600: { slidesPerView: 2 }, 1124: { slidesPerView: 3 } };

/** The Russian page's twelve screenshots of members' messages (images, with the message as alt text). */
export function ReviewScreenshots() {
  const { t } = useI18n();
  return (
    <div className={css({ mt: "8" })} data-testid="review-screenshots">
      <Carousel
        ariaLabel={t("home.screenshotsCarousel")}
        slidesPerView={1}
        breakpoints={SCREENSHOT_BREAKPOINTS}
        spaceBetween={16}
        loop
        autoplayMs={10_000}
        speed={1000}
        pagination
        slides={REVIEW_SCREENSHOTS.map((message, i) => (
          <img
            key={i}
            src={screenshotUrl(i + 1)}
            alt={`${message.author}: ${message.text}`}
            width={640}
            height={400}
            loading="lazy"
            data-testid="review-screenshot"
            className={css({ w: "full", h: "auto", borderRadius: "xl", border: "1px solid token(colors.line)" })}
          />
        ))}
      />
    </div>
  );
}
