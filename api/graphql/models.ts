// The parent objects resolvers hand on, for the GraphQL types whose answer is more than its own shape: what a field
// resolver may read is declared here and checked by the generated resolver types (scripts/graphql-contract.ts).
import type { ReadAccess } from "../../src/domain/access.ts";
import type { User } from "../services/auth/accounts.ts";
import type { CountryRow } from "../services/geo.ts";

/** GraphQL type → the model type below that its resolvers receive as parent (graphql-codegen "mappers"). */
export const RESOLVER_MODELS = {
  Job: "JobModel",
  DisabledJob: "DisabledJobModel",
  JobLocation: "LocationModel",
  User: "UserModel",
  CustomerInfo: "UserModel",
  Product: "ProductModel",
  DownloadableMediaProps: "ProductModel",
  Order: "OrderModel",
  StripeSubscription: "SubscriptionModel",
  YooSubscription: "SubscriptionModel",
  Expert: "ExpertModel",
  PartnerCompany: "PartnerModel",
  Article: "ArticleModel",
  LearningPath: "LearningPathModel",
} as const;

/** An article or a learning path; its translations are read when asked (the page's language switch). */
export type ArticleModel = Omit<import("./generated/resolvers.ts").Article, "translations">;
export type LearningPathModel = Omit<import("./generated/resolvers.ts").LearningPath, "translations">;

/** An expert as the list and the profile hand it on; its experience is read when asked (the profile page). */
export type ExpertModel =
  & Omit<
    import("./generated/resolvers.ts").Expert,
    "experience" | "expertRequests" | "services"
  >
  & {
    /** Read by its owner (getExpertByUserId, a save): document addresses and the moderator's reason are shown. */
    ownerView: boolean;
  };
/** A partner company; its offers and reviews are read when asked (the profile page). */
export type PartnerModel = Omit<import("./generated/resolvers.ts").PartnerCompany, "services" | "reviews">;

/** A product row with its resolved ruble price, and whether the viewer bought it (access fields are null otherwise). */
export type ProductModel = { row: import("../services/billing/catalogue.ts").Product; access: boolean };
export type OrderModel = import("../services/billing/orders.ts").Order;
export type SubscriptionModel = import("../services/billing/memberships.ts").Subscription & {
  __typename: "StripeSubscription" | "YooSubscription";
};

export type JobCategoryModel = { id: number; name: string; engTrans: string };

/** Where a job or a user is; the country is read by id unless the page already brought it. */
export type LocationModel = {
  city: string | null;
  state: string | null;
  countryId: number | null;
  /** Present when a page of jobs brought the country along (null: none), so no loader runs. */
  country?: CountryRow | null;
};

/** What every viewer may know of a job. */
type JobFacts = {
  id: number;
  title: string;
  openUntil: string | null;
  postedAt: string;
  isUN: boolean;
  readAccess: ReadAccess;
  hasCompany: boolean;
  hasSalaryRange: boolean;
  seniority: { name: string; translation: string | null } | null;
  tags: string[];
  location: LocationModel;
  /** Present when a page of jobs brought the categories along, so no loader runs. */
  categories?: JobCategoryModel[];
  /** True when the list is the viewer's own saved jobs (no loader needed). */
  isSaved?: boolean;
};

/** A job the viewer may open. */
export type JobModel = JobFacts & {
  __typename: "Job";
  company: string | null;
  companyObject: { name: string; companyLogo: { url: string } | null } | null;
  salary: { min: number | null; max: number | null; currency: string | null } | null;
  isRelocationPackage: boolean;
  isVisaNeeded: boolean;
  description: string;
  applicationLink: string | null;
  hasReferral: boolean;
};

/** A job the viewer may not open: the gated fields are placeholders, never the real values. */
export type DisabledJobModel = JobFacts & { __typename: "DisabledJob"; company: string; description: string };

/** A user as stored; the GraphQL User type exposes only its own fields (no password hash, no Google id). */
export type UserModel = User;
