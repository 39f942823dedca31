// Events: getEvents, the club's calendar (an iCalendar feed, or the demo events) as the viewer may see it.
import { listEvents } from "../services/events.ts";
import type { Resolvers } from "./generated/resolvers.ts";

export const typeDefs = /* GraphQL */ `
  type CalendarEventProps {
    description: String!
  }

  type CalendarEvent {
    id: ID!
    title: String!
    "ISO instant."
    start: String!
    end: String
    "Plain text; a members' event's links are cut for viewers who are not members."
    description: String!
    extendedProps: CalendarEventProps!
    "Its description links to the sessions service: anyone may sign up."
    openToAll: Boolean!
    "Where signing up happens, for a viewer who may sign up (members; everyone for open events)."
    signupUrl: String
    "The language the event is held and written in."
    language: Language!
  }

  extend type Query {
    "The calendar's events from two months back to a year ahead: the request's language first, each part by start."
    getEvents: [CalendarEvent!]!
  }
`;

export const resolvers: Resolvers = {
  Query: {
    getEvents: async (_root, _args, context) =>
      (await listEvents(context.events.source, context.viewer.tier, context.now(), context.locale))
        .map((event) => ({ ...event, extendedProps: { description: event.description } })),
  },
};
