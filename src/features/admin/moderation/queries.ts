// The moderation queues' queries (keys start with ADMIN_KEY, so any back office write marks them stale). The server
// answers them to moderators only: the screens' routes ask worksInArea("moderation") first.
import { queryOptions } from "@tanstack/react-query";
import type { Gql } from "../../../lib/gql.ts";
import {
  AdminExpertsWaitingDocument,
  type AdminExpertsWaitingQuery,
  AdminPromoterApplicationsDocument,
  type AdminPromoterApplicationsQuery,
} from "./moderation.generated.ts";
import { ADMIN_KEY } from "../queries.ts";

export type ExpertWaiting = AdminExpertsWaitingQuery["getExperts"]["experts"][number];
export type ApplicationWaiting = NonNullable<AdminPromoterApplicationsQuery["getPromoterApplications"]>[number];

export const expertsWaitingQuery = (gql: Gql) =>
  queryOptions({
    queryKey: [ADMIN_KEY, "moderation", "experts"],
    queryFn: async () => (await gql(AdminExpertsWaitingDocument)).getExperts.experts,
  });

export const applicationsWaitingQuery = (gql: Gql) =>
  queryOptions({
    queryKey: [ADMIN_KEY, "moderation", "promoterApplications"],
    queryFn: async () => (await gql(AdminPromoterApplicationsDocument)).getPromoterApplications ?? [],
  });
