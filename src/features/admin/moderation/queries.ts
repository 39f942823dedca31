// The moderation queues' queries (keys start with ADMIN_KEY, so any back office write marks them stale). The server
// answers them to moderators only: the screens' routes ask worksInArea("moderation") first.
import {
  AdminExpertsWaitingDocument,
  type AdminExpertsWaitingQuery,
  AdminPromoterApplicationsDocument,
  type AdminPromoterApplicationsQuery,
} from "./moderation.generated.ts";
import { adminQueries, noVariables } from "../kit/query-options.ts";
import { ADMIN_KEY } from "../queries.ts";

export type ExpertWaiting = AdminExpertsWaitingQuery["getExperts"]["experts"][number];
export type ApplicationWaiting = NonNullable<AdminPromoterApplicationsQuery["getPromoterApplications"]>[number];

const moderationQuery = adminQueries([ADMIN_KEY, "moderation"]);

export const expertsWaitingQuery = moderationQuery(
  "experts",
  AdminExpertsWaitingDocument,
  noVariables,
  (r) => r.getExperts.experts,
);

export const applicationsWaitingQuery = moderationQuery(
  "promoterApplications",
  AdminPromoterApplicationsDocument,
  noVariables,
  (r) => r.getPromoterApplications ?? [],
);
