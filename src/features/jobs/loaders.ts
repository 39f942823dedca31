// The job page's loader, loaded with the page's data code rather than in the first-load bundle: the job as the viewer
// may see it, similar jobs and related articles, and the page's SEO. Null for an unknown job (the route answers 404).
import type { RouterContext } from "../../router-context.ts";
import type { loadPageSeo } from "../../lib/seo.ts";
import { jobQuery, relatedArticlesQuery, similarJobsQuery } from "./queries.ts";
import { jobPostingJsonLd } from "./structured-data.ts";
import { pictureUrl } from "../../domain/pictures.ts";

/** `seo` is the route's own loadPageSeo, passed in so this module shares nothing with the first-load bundle. */
export async function loadJobPage(context: RouterContext, pathname: string, id: string, seo: typeof loadPageSeo) {
  const job = await context.queryClient.ensureQueryData(jobQuery(context.gql, id));
  if (!job) return null;
  const [page] = await Promise.all([
    seo(context, pathname, {
      title: context.t("seo.jobTitle", { title: job.title }),
      // No employer is invented: a viewer who may not see the company (or a job without one) gets none.
      description: job.__typename === "Job" && job.company
        ? context.t("seo.jobDescription", { title: job.title, company: job.company })
        : context.t("seo.jobDescriptionNoCompany", { title: job.title }),
      jsonLd: jobPostingJsonLd(job, `${context.origin}${pathname}`),
      image: pictureUrl("cover", `job ${job.title}`),
    }),
    context.queryClient.ensureQueryData(similarJobsQuery(context.gql, job)),
    context.queryClient.ensureQueryData(relatedArticlesQuery(context.gql, context.locale)),
  ]);
  return { seo: page };
}
