// The SDL answered by events.ts (decision 213: a domain's SDL in a file of its own beside its resolvers).
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
