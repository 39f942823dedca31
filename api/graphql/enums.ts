// Shared enumerations: the GraphQL enum types and FetchEnums.
import * as enums from "../../src/domain/enums.ts";
import type { Resolvers } from "./generated/resolvers.ts";

export { typeDefs } from "./enums-type-defs.ts";

const ENUMS = {
  languages: [...enums.LANGUAGES],
  billingPeriods: [...enums.BILLING_PERIODS],
  productListKinds: [...enums.PRODUCT_LIST_KINDS],
  productCategories: [...enums.PRODUCT_CATEGORIES],
  contentStatuses: [...enums.CONTENT_STATUSES],
  roles: [...enums.ROLES],
  readAccessLevels: [...enums.READ_ACCESS_LEVELS],
  registrationSources: [...enums.REGISTRATION_SOURCES],
  paymentProviders: [...enums.PAYMENT_PROVIDERS],
  regions: [...enums.REGIONS],
  currencies: [...enums.CURRENCIES],
};

export const resolvers: Resolvers = {
  Query: { fetchEnums: () => ENUMS },
};
