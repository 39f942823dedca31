// /about: the club, its mission, numbers and team; the send-request dialog (leads) is handed to the page here.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { localeRoute } from "./route.tsx";
import { useI18n } from "../../src/lib/i18n.tsx";
import { loadPageSeo, pageHead } from "../../src/lib/seo.ts";
import { pictureUrl } from "../../src/domain/pictures.ts";

export const aboutRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "about",
  loader: async ({ context, location }) => ({
    seo: await loadPageSeo(context, location.pathname, {
      title: context.t("about.aboutPage.seoTitle"),
      description: context.t("about.aboutPage.lead"),
      image: pictureUrl("cover", "about fellows club"),
    }),
  }),
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(async () => {
    const [{ AboutPage }, { SendRequestButton }] = await Promise.all([
      import("../../src/features/about/about-page.tsx"),
      import("../../src/features/leads/lead-button.tsx"),
    ]);
    return {
      default: function About() {
        const { t } = useI18n();
        return (
          <AboutPage
            contact={
              <SendRequestButton
                label={t("about.aboutPage.contactButton")}
                subject={t("about.aboutPage.contactSubject")}
              />
            }
          />
        );
      },
    };
  }),
});
