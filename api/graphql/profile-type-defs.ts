// The SDL answered by profile.ts (decision 213: a domain's SDL in a file of its own beside its resolvers).
export const typeDefs = /* GraphQL */ `
  type CustomerInfo {
    isFellow: Boolean!
    jobPreference: JobPreference!
  }

  type JobPreference {
    jobCategories: [JobCategory!]!
    regions: [String!]!
  }

  type PartnershipInfo {
    requestForPartnershipSent: Boolean!
    isApprovedPartner: Boolean!
  }

  extend type User {
    "A new address waiting for confirmation (updateUserEmail)."
    pendingEmail: String
    customerInfo: CustomerInfo!
    summary: String
    birthDate: String
    gender: String
    location: JobLocation
    nationality: String
    languages: [String!]!
    linkedId: String
    phone: String
    skype: String
    zoom: String
    notificationTypes: [String!]!
    isSubscribedOnJobsMailing: Boolean!
    applyForPartnership: PartnershipInfo!
  }

  input UpdateUserInfoInput {
    firstName: String
    lastName: String
    summary: String
    birthDate: String
    gender: String
    countryId: ID
    nationality: String
    languages: [String!]
    linkedId: String
    phone: String
    skype: String
    zoom: String
    notificationTypes: [String!]
    applyForPartnership: Boolean
  }

  input PreferencesInput {
    isSubscribedOnJobsMailing: Boolean
    jobCategories: [ID!]
    regions: [String!]
  }

  "A file part of a GraphQL multipart request (uploadSingleFile's photo)."
  scalar Upload

  type AvatarUpload {
    "The new photo's address (the user's avatarSrc from now on)."
    avatarSrc: String!
  }

  extend type Mutation {
    """
    The signed-in user's photo (spec 02's UploadSingleFile), sent as a GraphQL multipart request whose one file part is
    src: images only (JPEG, PNG, GIF, WebP), at most 2 MB and 4096 × 4096, 10 an hour — the checks and limit of
    POST /api/profile/avatar, through the same service.
    """
    uploadSingleFile(src: Upload!): AvatarUpload!
    "The signed-in user's general information (only the fields sent change)."
    updateUserInfo(input: UpdateUserInfoInput!): AuthPayload!
    "Changes the signed-in user's email once the new address is confirmed from the mailed link."
    updateUserEmail(email: String!): AuthPayload!
    "The signed-in user's job preferences: the jobs mailing, categories and regions."
    setPreferences(input: PreferencesInput!): AuthPayload!
  }
`;
