// The AI tools' queries: the page state (keyed by tier: the allowance and chat link depend on who asks) and a job
// to prefill the cover letter and job keywords from.
import { queryOptions } from "@tanstack/react-query";
import { type Gql, isGqlErrorCode } from "../../lib/gql.ts";
import type { ViewerTier } from "../../domain/viewer.ts";
import { AiToolJobDocument, AiToolsStateDocument } from "./operations.generated.ts";

export const AI_TOOLS_STATE_KEY = ["aiTools", "state"] as const;

export const aiToolsStateQuery = (gql: Gql, viewerTier: ViewerTier) =>
  queryOptions({
    queryKey: [...AI_TOOLS_STATE_KEY, viewerTier],
    queryFn: async () => await gql(AiToolsStateDocument),
  });

/** The job to prefill from; null for one that does not exist (the tool then opens empty). */
export const aiToolJobQuery = (gql: Gql, id: string) =>
  queryOptions({
    queryKey: ["aiTools", "job", id],
    queryFn: async () => {
      try {
        return (await gql(AiToolJobDocument, { id })).getJob;
      } catch (error) {
        if (isGqlErrorCode(error, "NOT_FOUND")) return null;
        throw error;
      }
    },
  });
