// The back office's articles and learning paths contract (/admin/articles, /admin/learning-paths): the lists, one
// article or path for its editor, a preview of an article as a reader of each tier sees it, and the writes. Every
// field begins with "admin" and is in the authorization table (src/domain/authorization.ts), area "content".
export const articlesTypeDefs = /* GraphQL */ `
  "An article as the back office edits it: every stored field and its status."
  type AdminArticle {
    id: ID!
    slug: String!
    title: String!
    "Plain text."
    description: String!
    "HTML, as stored (the server keeps an allow-list of markup)."
    articleText: String!
    picture: String
    video: String
    tags: [String!]!
    authorFirstName: String
    authorLastName: String
    authorAvatar: String
    buttonLink: String
    buttonTitle: String
    readAccess: ReadAccess!
    hideHalf: Boolean!
    isFeatured: Boolean!
    featureOrder: Int
    language: Language!
    status: ContentStatus!
    views: Int!
    publishedAt: String!
    createdAt: String!
    updatedAt: String!
  }

  type AdminArticlesPage {
    items: [AdminArticle!]!
    total: Int!
    pageSize: Int!
  }

  input AdminArticlesFilter {
    "Part of a title, a slug or an author's name."
    search: String
    status: ContentStatus
    language: Language
    readAccess: ReadAccess
    featured: Boolean
    "newest (default: last changed first), oldest, title, featured, popular."
    sort: String
  }

  input AdminArticleInput {
    "Absent: a new article (a draft)."
    id: ID
    title: String!
    "Empty: made from the title."
    slug: String
    description: String
    "HTML, up to 200 000 characters; kept through the allow-list."
    articleText: String
    picture: String
    video: String
    tags: [String!]
    authorFirstName: String
    authorLastName: String
    authorAvatar: String
    buttonLink: String
    buttonTitle: String
    readAccess: ReadAccess!
    hideHalf: Boolean
    isFeatured: Boolean
    featureOrder: Int
    language: Language!
  }

  "One step of a learning path, in the back office."
  type AdminLearningPathStep {
    articleId: ID!
    articleTitle: String!
    text: String!
    hasVideo: Boolean!
  }

  type AdminLearningPath {
    id: ID!
    slug: String!
    title: String!
    "HTML, as stored."
    description: String!
    language: Language!
    heroPic: String
    heroVideoUrl: String
    announcementOnly: Boolean!
    countAvailableArticles: Int!
    status: ContentStatus!
    stepCount: Int!
    steps: [AdminLearningPathStep!]!
    createdAt: String!
    updatedAt: String!
  }

  type AdminLearningPathsPage {
    items: [AdminLearningPath!]!
    total: Int!
    pageSize: Int!
  }

  input AdminLearningPathsFilter {
    search: String
    status: ContentStatus
    language: Language
    "order (default), newest, title."
    sort: String
  }

  input AdminLearningPathStepInput {
    articleId: ID!
    text: String!
    hasVideo: Boolean
  }

  input AdminLearningPathInput {
    "Absent: a new learning path (a draft)."
    id: ID
    title: String!
    slug: String
    "HTML; kept through the allow-list."
    description: String
    language: Language!
    heroPic: String
    heroVideoUrl: String
    announcementOnly: Boolean
    countAvailableArticles: Int
    "In their order."
    steps: [AdminLearningPathStepInput!]
  }

  "An article a step may point at."
  type AdminStepArticleChoice {
    id: ID!
    title: String!
    status: ContentStatus!
  }

  extend type Query {
    "The articles list (25 a page)."
    adminArticles(filter: AdminArticlesFilter, page: Int): AdminArticlesPage!
    adminArticle(id: ID!): AdminArticle
    """
    The article's page as a reader of this tier (anonymous, authorized, fellow) gets it: the public shaping, for any
    status (drafts too).
    """
    adminArticlePreview(id: ID!, tier: String!): Article
    "The learning paths list (25 a page)."
    adminLearningPaths(filter: AdminLearningPathsFilter, page: Int): AdminLearningPathsPage!
    adminLearningPath(id: ID!): AdminLearningPath
    "Articles of a language, for a learning path's steps."
    adminStepArticleChoices(language: Language!): [AdminStepArticleChoice!]!
  }

  extend type Mutation {
    "Creates (no id) or edits an article: a new one is a draft."
    adminSaveArticle(input: AdminArticleInput!): AdminArticle!
    adminPublishArticle(id: ID!): AdminArticle!
    "Back to a draft: the public page answers 404 again."
    adminUnpublishArticle(id: ID!): AdminArticle!
    adminArchiveArticle(id: ID!): AdminArticle!
    adminSaveLearningPath(input: AdminLearningPathInput!): AdminLearningPath!
    adminPublishLearningPath(id: ID!): AdminLearningPath!
    adminUnpublishLearningPath(id: ID!): AdminLearningPath!
    adminArchiveLearningPath(id: ID!): AdminLearningPath!
  }
`;
