// The SDL answered by learning-paths.ts (decision 213: a domain's SDL in a file of its own beside its resolvers).
export const typeDefs = /* GraphQL */ `
  type BulletPoint {
    picture: String
    big_text: String!
    text: String!
  }

  type StepArticle {
    slug: String!
    title: String!
  }

  type LearningPathStep {
    text: String!
    order: Int!
    hasVideo: Boolean!
    icon: String
    "Null when the step is disabled for the viewer."
    articleId: ID
    article: StepArticle
    disabled: Boolean!
  }

  type LearningPath {
    id: ID!
    slug: String!
    title: String!
    heroVideoUrl: String
    heroPic: String
    description: String!
    language: Language!
    announcementOnly: Boolean!
    bulletPoints: [BulletPoint!]!
    countAvailableArticles: Int!
    steps: [LearningPathStep!]!
    fullAccess: Boolean!
    "The same learning path in the other language, when it is written there too."
    translations: [ContentTranslation!]!
  }

  extend type Query {
    getLearningPaths(language: Language!, paging: Paging): [LearningPath!]!
    getLearningPathBySlug(slug: String!): LearningPath
  }
`;
