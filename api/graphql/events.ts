// Events: getEvents, the club's calendar (an iCalendar feed, or the demo events) as the viewer may see it.
import { listEvents } from "../services/events.ts";
import type { Resolvers } from "./generated/resolvers.ts";

export { typeDefs } from "./events-type-defs.ts";

export const resolvers: Resolvers = {
  Query: {
    getEvents: async (_root, _args, context) =>
      (await listEvents(context.events.source, context.viewer.tier, context.now(), context.locale))
        .map((event) => ({ ...event, extendedProps: { description: event.description } })),
  },
};
