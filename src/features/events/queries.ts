// The events calendar's query: keyed by the viewer's tier (members receive the events' links, others do not) and the
// locale (the page's language comes first).
import { queryOptions } from "@tanstack/react-query";
import type { Gql } from "../../lib/gql.ts";
import type { ViewerTier } from "../../domain/viewer.ts";
import type { Locale } from "../../domain/locale.ts";
import { GetEventsDocument, type GetEventsQuery } from "./operations.generated.ts";

export type CalendarEvent = GetEventsQuery["getEvents"][number];

export const eventsQuery = (gql: Gql, locale: Locale, viewerTier: ViewerTier) =>
  queryOptions({
    queryKey: ["events", locale, viewerTier],
    queryFn: async () => (await gql(GetEventsDocument)).getEvents,
    staleTime: 5 * 60_000,
  });
