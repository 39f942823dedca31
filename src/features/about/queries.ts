// The About pages' data: only the network page asks the server (the viewer's card and, for members, the chat link).
import { queryOptions } from "@tanstack/react-query";
import type { Gql } from "../../lib/gql.ts";
import type { ViewerTier } from "../../domain/viewer.ts";
import { NetworkPageDocument } from "./operations.generated.ts";

export const networkPageQuery = (gql: Gql, viewerTier: ViewerTier) =>
  queryOptions({
    // Keyed by tier: the link is given to members only, so a sign-in or a new membership asks again.
    queryKey: ["about", "network", viewerTier],
    queryFn: async () => await gql(NetworkPageDocument),
  });
