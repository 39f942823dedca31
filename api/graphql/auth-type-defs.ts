// The SDL answered by auth.ts (decision 213: a domain's SDL in a file of its own beside its resolvers).
export const typeDefs = /* GraphQL */ `
  "A user account; the profile's fields are added by the profile module."
  type User {
    id: ID!
    email: String!
    emailVerified: Boolean!
    firstName: String!
    lastName: String!
    role: Role!
    isFellow: Boolean!
    avatarSrc: String
    language: Language!
    created_at: String!
  }

  "What went wrong, for the form: a stable name and the i18n key of the message."
  type AuthError {
    name: String!
    message: String!
    i18nKey: String!
  }

  type AuthPayload {
    user: User
    error: AuthError
  }

  type TokenCheckResult {
    success: Boolean!
    redirectPath: String
    error: AuthError
    "True when the link confirmed a new address of an existing account (not a sign-up): the page says so."
    emailChanged: Boolean
  }

  type OkResult {
    success: Boolean!
  }

  input SignUpInput {
    email: String!
    password: String!
    firstName: String!
    lastName: String!
    "Where to continue after the email is confirmed (a path on this site)."
    redirectPath: String
    "The page the visitor signed up from: its first known section is the registration source."
    fromPath: String
    "The consent to the terms of service and the privacy policy (/terms, /privacy): must be true."
    acceptedTerms: Boolean
  }

  input SignInInput {
    "The account's email; with isPromoter, the promoter's username (or email)."
    email: String!
    password: String!
    "The promoter sign-in (?auth=promoter-signin): only a live promoter's username and password sign in."
    isPromoter: Boolean
  }

  extend type Query {
    "The signed-in user, or null."
    me: User
    isVerificationTokenValid(token: String!): TokenCheckResult!
    isResetTokenValid(token: String!): TokenCheckResult!
  }

  extend type Mutation {
    signUp(input: SignUpInput!): AuthPayload!
    signIn(input: SignInInput!): AuthPayload!
    signOut: OkResult!
    verifyEmailViaLink(token: String!): TokenCheckResult!
    forgotPassword(email: String!, isPartner: Boolean): OkResult!
    resetPasswordByToken(token: String!, password: String!): TokenCheckResult!
  }
`;
