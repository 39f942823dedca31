// The enumerations the spec lists; FetchEnums serves them and the UI reads them.
export const LANGUAGES = ["en", "ru"] as const;
export const BILLING_PERIODS = ["ANNUALLY", "MONTHLY", "SEMI_ANNUAL"] as const;
export const PRODUCT_LIST_KINDS = [
  "PRODUCTS",
  "PRODUCTS__BY_CATEGORIES",
  "PRODUCTS__BY_IDS",
  "SUBSCRIPTIONS",
  "UNIVERSAL",
] as const;
export const PRODUCT_CATEGORIES = [
  "CAREER",
  "EDUCATION",
  "MOCK_INTERVIEW",
  "SELF_DEVELOPMENT",
  "UN",
] as const;
export const CONTENT_STATUSES = [
  "ARCHIVED",
  "DRAFT",
  "MODERATION",
  "PUBLISHED",
] as const;
export const ROLES = [
  "ADMIN",
  "COACH",
  "CUSTOMER",
  "GLOBAL_ADMIN",
  "MODERATOR",
  "PROMOTER",
  "RECRUITER",
] as const;
export const READ_ACCESS_LEVELS = [
  "UNANYMOUS",
  "AUTHORIZED",
  "FELLOW",
] as const;
export const REGISTRATION_SOURCES = [
  "AiTools",
  "Articles",
  "Jobs",
  "Courses",
  "Other",
] as const;
export const PAYMENT_PROVIDERS = ["STRIPE", "YOOKASSA"] as const;
export const REGIONS = [
  "Asia",
  "Caribbean",
  "Oceania",
  "Australia",
  "Western Europe",
  "Eastern Europe",
  "Europe",
  "South America",
  "North America",
  "Central America",
  "Africa",
] as const;
/** 44 currencies, RUB, EUR and USD among them. */
export const CURRENCIES = [
  "AED",
  "AMD",
  "AUD",
  "AZN",
  "BGN",
  "BRL",
  "BYN",
  "CAD",
  "CHF",
  "CNY",
  "CZK",
  "DKK",
  "EGP",
  "EUR",
  "GBP",
  "GEL",
  "HKD",
  "HUF",
  "IDR",
  "ILS",
  "INR",
  "JPY",
  "KGS",
  "KRW",
  "KZT",
  "MDL",
  "MXN",
  "NOK",
  "NZD",
  "PLN",
  "QAR",
  "RON",
  "RSD",
  "RUB",
  "SAR",
  "SEK",
  "SGD",
  "THB",
  "TJS",
  "TRY",
  "UAH",
  "USD",
  "UZS",
  "ZAR",
] as const;
