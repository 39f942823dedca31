// The home page's articles carousel (spec 01): the 12 newest articles in the page's language, autoplay 7 s.
import { useSuspenseQuery } from "@tanstack/react-query";
import { useI18n } from "../../lib/i18n.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { Carousel } from "../../ui/carousel.tsx";
import { ArticleCardView } from "./article-parts.tsx";
import { homeArticlesQuery } from "./queries.ts";

const BREAKPOINTS = { 600: { slidesPerView: 2 }, 1124: { slidesPerView: 3 } };

export function HomeArticlesCarousel() {
  const { t, locale } = useI18n();
  const gql = useGql();
  const { data } = useSuspenseQuery(homeArticlesQuery(gql, locale));
  if (data.articles.length === 0) return null;
  return (
    <Carousel
      ariaLabel={t("home.articlesCarousel")}
      slides={data.articles.map((article) => <ArticleCardView key={article.id} article={article} />)}
      slidesPerView={1}
      breakpoints={BREAKPOINTS}
      spaceBetween={16}
      loop={data.articles.length > 3}
      autoplayMs={7_000}
      navigation={{ prevLabel: t("home.previous"), nextLabel: t("home.next") }}
    />
  );
}
