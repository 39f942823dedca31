// The SDL answered by ai-tools.ts (decision 213: a domain's SDL in a file of its own beside its resolvers).
export const typeDefs = /* GraphQL */ `
  "The AI tools' kinds of request (spec 02)."
  enum ChatGptRequestType {
    GetCoverLetter
    GetJobKeywords
    GetKeyAchievements
    GetCareerSummary
    GetInterviewCoach
  }

  input ChatGptParamInput {
    key: String!
    value: String!
  }

  type ChatGptParam {
    key: String!
    value: String!
  }

  "A refused or failed run: name (noTokensLeft, fellowsOnly, aiNotConfigured, aiFailed), the translated text, and for noTokensLeft the days until the allowance renews."
  type ChatGptError {
    name: String!
    message: String!
    days: Int
  }

  type ChatGptResult {
    result: String
    error: ChatGptError
  }

  # The AI allowance (spec 02 customerInfo); only the viewer's own counts (others read 0).
  extend type CustomerInfo {
    "Runs left in the current 30-day period."
    chatGptTokensLeft: Int!
    "When the period began (ISO); null before the first run of a period."
    chatGptTokensPeriodStart: String
    "The period's allowance for this user."
    chatGptTokensLimit: Int!
    "True for moderators and admins: the counter does not apply."
    chatGptUnlimited: Boolean!
  }

  type AiSavedDetails {
    type: ChatGptRequestType!
    params: [ChatGptParam!]!
  }

  type AiToolsSettings {
    "False when no AI provider is configured: the tools say so instead of running."
    configured: Boolean!
    "What the viewer chose to keep for next time (saveDetails), per tool; empty for visitors."
    savedDetails: [AiSavedDetails!]!
  }

  extend type Query {
    getAiToolsSettings: AiToolsSettings!
  }

  extend type Mutation {
    "Runs an AI tool for the signed-in user, spending one run of the allowance (given back if the AI fails)."
    generateChatGpt(saveDetails: Boolean!, type: ChatGptRequestType!, params: [ChatGptParamInput!]!): ChatGptResult!
  }
`;
