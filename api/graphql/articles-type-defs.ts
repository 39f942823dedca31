// The SDL answered by articles.ts (decision 213: a domain's SDL in a file of its own beside its resolvers).
export const typeDefs = /* GraphQL */ `
  type Author {
    firstName: String
    lastName: String
    avatar: Picture
  }

  type Article {
    id: ID!
    slug: String!
    title: String!
    description: String!
    picture: Picture
    tags: [String!]!
    author: Author
    "The whole text for entitled readers; the first half (hideHalf) or nothing for others."
    articleText: String!
    "True when the viewer does not get the whole article."
    isGated: Boolean!
    buttonLink: String
    buttonTitle: String
    video: String
    content: String
    readAccess: ReadAccess!
    hideHalf: Boolean!
    isFeatured: Boolean!
    featureOrder: Int
    language: Language!
    withVideo: Boolean!
    updated_at: String!
    publishedAt: String!
    ghostPostSlug: String
    views: Int!
    "The same article in the other language, when it is written there too."
    translations: [ContentTranslation!]!
  }

  type ArticlesResult {
    articles: [Article!]!
    total: Int!
  }

  input ArticlesInput {
    withVideo: Boolean
    language: Language
    sortOption: String
    textSearch: String
  }

  input Paging {
    skip: Int
    limit: Int
  }

  extend type Query {
    getArticles(input: ArticlesInput, paging: Paging): ArticlesResult!
    getArticleByCustomer(slug: String!): Article
    getFeaturedArticles(language: Language): [Article!]!
  }

  extend type Mutation {
    recordArticleView(id: ID!): ViewCount!
  }
`;
