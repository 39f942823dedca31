// Queries the layout needs: global variables, the creeping line and the signed-in user (typed from the schema).
import { queryOptions } from "@tanstack/react-query";
import type { Gql } from "../../lib/gql.ts";
import type { Locale } from "../../domain/locale.ts";
import type { ViewerTier } from "../../domain/viewer.ts";
import {
  GetCreepingLineBannerDocument,
  type GetCreepingLineBannerQuery,
  GetGlobalVarsDocument,
  MeDocument,
} from "./operations.generated.ts";

export type CreepingLineBanner = NonNullable<GetCreepingLineBannerQuery["getCreepingLineBanner"]>;

export const globalVarsQuery = (gql: Gql) =>
  queryOptions({
    queryKey: ["globalVars"],
    queryFn: async () => (await gql(GetGlobalVarsDocument)).getGlobalVars,
  });

/** The line depends on the viewer's audience (decision 146): the key says whose it is. */
export const creepingLineQuery = (gql: Gql, language: Locale, viewerTier: ViewerTier) =>
  queryOptions({
    queryKey: ["creepingLine", language, viewerTier],
    queryFn: async () => (await gql(GetCreepingLineBannerDocument, { language })).getCreepingLineBanner,
  });

/** The signed-in user: fetched with the page (the session decides), never kept across a sign-in or sign-out. */
export const meQuery = (gql: Gql) =>
  queryOptions({
    queryKey: ["me"],
    queryFn: async () => (await gql(MeDocument)).me,
  });
