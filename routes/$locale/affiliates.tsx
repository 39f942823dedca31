// /affiliates: the affiliate programme with its how-it-works block; "Become a promoter" (partnership) is the way in —
// sign up or sign in, then apply — and a question goes by the send-request dialog (leads).
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { localeRoute } from "./route.tsx";
import { useI18n } from "../../src/lib/i18n.tsx";
import { loadPageSeo, pageHead } from "../../src/lib/seo.ts";
import { pictureUrl } from "../../src/domain/pictures.ts";

export const affiliatesRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "affiliates",
  loader: async ({ context, location }) => ({
    seo: await loadPageSeo(context, location.pathname, {
      title: context.t("about.affiliatesPage.seoTitle"),
      description: context.t("about.affiliatesPage.lead"),
      image: pictureUrl("cover", "affiliate programme"),
    }),
  }),
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(async () => {
    const [{ AffiliatesPage }, { SendRequestButton }, { BecomePromoter }] = await Promise.all([
      import("../../src/features/about/affiliates-page.tsx"),
      import("../../src/features/leads/lead-button.tsx"),
      import("../../src/features/partnership/become-promoter.tsx"),
    ]);
    return {
      default: function Affiliates() {
        const { t } = useI18n();
        return (
          <AffiliatesPage
            apply={<BecomePromoter />}
            question={
              <SendRequestButton
                label={t("about.affiliatesPage.applyButton")}
                subject={t("about.affiliatesPage.applySubject")}
              />
            }
          />
        );
      },
    };
  }),
});
