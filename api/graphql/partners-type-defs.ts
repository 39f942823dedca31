// The SDL answered by partners.ts (decision 213: a domain's SDL in a file of its own beside its resolvers).
export const typeDefs = /* GraphQL */ `
  type PartnerCompanyCategory {
    id: ID!
    "company, expert, hr or media-and-advertising."
    slug: String!
    "In the request's language."
    name: String!
    logo: String
  }

  type PartnerTag {
    id: ID!
    title: String!
    category: String
  }

  type PartnerLocation {
    countryObject: Country!
  }

  type PartnerPrice {
    "ISO currency code."
    currency: String!
    "In the currency's units."
    value: Float!
  }

  "An offer to club members: a discount, an affiliate link, a price."
  type PartnerService {
    id: ID!
    title: String!
    affiliateLink: String
    discountPercentage: Int
    description: String!
    price: PartnerPrice
    picture: Picture
    promoText: String
    meetingsInfo: String
  }

  type PartnerReview {
    id: ID!
    title: String!
    text: String!
    language: Language!
    userName: String!
    picture: Picture
  }

  type PartnerCompany {
    id: ID!
    title: String!
    subtitle: String!
    description: String!
    slug: String!
    linkedId: String
    twitter: String
    telegram: String
    youTube: String
    website: String
    status: ContentStatus!
    partnerCompanyCategoriesIds: [ID!]!
    partnerCompanyCategories: [PartnerCompanyCategory!]!
    tags: [PartnerTag!]!
    features: [String!]!
    locations: [PartnerLocation!]!
    "Language codes the company works in."
    languages: [String!]!
    "The language the profile is written in; lists show the request's language first."
    language: Language!
    picture: Picture
    "The offers: read for the profile page."
    services: [PartnerService!]!
    "Reviews: read for the profile page."
    reviews: [PartnerReview!]!
  }

  input PartnerCompaniesInput {
    countriesIds: [ID!]
    "Fixed to PUBLISHED; another value is refused."
    status: ContentStatus
    "3 characters or more; shorter text searches nothing."
    textSearch: String
    "company, expert, hr, media-and-advertising."
    partnerCompanyCategories: [String!]
    languages: [String!]
    tags: [ID!]
  }

  type PartnerCompaniesResult {
    meta: DirectoryMeta!
    total: Int!
    partnerCompanies: [PartnerCompany!]!
  }

  "What the directory can be filtered by (tags, countries and languages: those of published companies)."
  type PartnerFilters {
    partnerCompanyCategories: [PartnerCompanyCategory!]!
    tags: [PartnerTag!]!
    countries: [Country!]!
    "Language codes."
    languages: [String!]!
  }

  extend type Query {
    getPartnerFilters: PartnerFilters!
    "A published company by its address; null when there is none."
    getPartnerCompanyBySlug(slug: String!): PartnerCompany
    "The partner companies directory: 10 a page by default, newest first unless sorted by name."
    getPartnerCompanies(input: PartnerCompaniesInput, paginationOptions: DirectoryPaginationOptions): PartnerCompaniesResult!
  }
`;
