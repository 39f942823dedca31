// The whole drizzle schema, one module per domain.
export * from "./common.ts";
export * from "./site.ts";
export * from "./geo.ts";
export * from "./system.ts";
export * from "./auth.ts";
export * from "./jobs.ts";
export * from "./articles.ts";
export * from "./learning-paths.ts";
export * from "./support.ts";
export * from "./billing.ts";
export * from "./leads.ts";
export * from "./experts.ts";
export * from "./partners.ts";
export * from "./sellers.ts";
export * from "./tracker.ts";
export * from "./ai-tools.ts";
