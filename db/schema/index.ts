// The whole drizzle schema, one module per domain.
export * from "./common.ts";
export * from "./site.ts";
export * from "./geo.ts";
export * from "./system.ts";
export * from "./content.ts";
export * from "./accounts.ts";
