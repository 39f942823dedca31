// The SDL answered by site.ts (decision 213: a domain's SDL in a file of its own beside its resolvers).
export const typeDefs = /* GraphQL */ `
  type GlobalVars {
    usdToRubExchangeRateForProducts: Float!
  }

  type SeoTag {
    url: String!
    title: String!
    description: String!
  }

  type Picture {
    url: String!
  }

  "The same article or learning path written in another language: where the language switch goes."
  type ContentTranslation {
    language: Language!
    slug: String!
  }

  type Banner {
    id: ID!
    kind: String!
    title: String!
    text: String
    extraText: String
    buttonTitle: String
    nextLink: String
    href: String
    isFree: Boolean!
    isPaid: Boolean!
    isRegistered: Boolean!
    sortOrder: Int!
    status: ContentStatus!
    language: Language!
    image: Picture
    imageMobile: Picture
  }

  input BannersInput {
    language: Language!
    kind: String
  }

  type CreepingLineBanner {
    id: ID!
    text: String!
    textColor: String!
    backgroundColor: String!
    bgOpacityPercentage: Int!
    link: String
    priority: Int!
  }

  type Review {
    id: ID!
    title: String
    firstName: String!
    lastName: String!
    userName: String!
    position: String
    text: String!
    picture: Picture
    categories: [String!]!
    language: Language!
  }

  "A question of the home page's FAQ; the answer is sanitized rich text (HTML)."
  type FaqItem {
    id: ID!
    question: String!
    answer: String!
  }

  "One card of a home page section as a link: its title and what names its page (a slug, a job's id)."
  type HomeLink {
    title: String!
    slug: String!
    "A service's category (its page's section); null for the others."
    category: String
  }

  "The home page's data sections as links, rendered for readers and crawlers without JavaScript."
  type HomeLinks {
    learningPaths: [HomeLink!]!
    jobs: [HomeLink!]!
    articles: [HomeLink!]!
    services: [HomeLink!]!
  }

  extend type Query {
    "The home page's sections as links (learning paths, newest jobs and articles, services) in a language."
    getHomeLinks(language: Language!): HomeLinks!
    "The home page's questions and answers in a language, in their order."
    getFaq(language: Language!): [FaqItem!]!
    getGlobalVars: GlobalVars!
    getSeoTagByUrl(url: String!): SeoTag
    getBanners(input: BannersInput!): [Banner!]!
    getCreepingLineBanner(language: Language!): CreepingLineBanner
    getReviews(categories: [String!], language: Language): [Review!]!
  }
`;
