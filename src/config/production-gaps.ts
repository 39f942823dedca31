// What production refuses to start without: one list, read by start-up (parseConfig), GET /readyz and the back
// office's system screen (decisions 148, 181).
import type { Config } from "./schema.ts";

/** One thing production needs and lacks: the variables to set and why (names only, never a value). */
export type ProductionGap = { variables: string[]; message: string };

const S3_VARIABLES = [
  "STORAGE_S3_ENDPOINT",
  "STORAGE_S3_BUCKET",
  "STORAGE_S3_ACCESS_KEY_ID",
  "STORAGE_S3_SECRET_ACCESS_KEY",
];

/**
 * What production would lose or leak with this configuration; empty outside production. Start-up refuses on any
 * (parseConfig), and GET /readyz reports them, given the database and storage the process really runs on.
 */
export function productionGaps(
  config: Config,
  running: { database: "pglite" | "postgres"; storage: "s3" | "local" } = {
    database: config.database.kind,
    storage: config.storage.kind,
  },
): ProductionGap[] {
  if (!config.isProduction) return [];
  const gaps: ProductionGap[] = [];
  if (!config.configuredOrigin) {
    gaps.push({
      variables: ["APP_URL"],
      message: "APP_URL is required (links in mail must not follow the Host header)",
    });
  }
  if (!config.sessionSecret) {
    gaps.push({
      variables: ["SESSION_SECRET"],
      message: "SESSION_SECRET is required (it signs devices and download links)",
    });
  }
  if (!config.promoters.bankDataKey) {
    gaps.push({
      variables: ["BANK_DATA_KEY"],
      message: "BANK_DATA_KEY is required (promoters' bank data is sealed with it)",
    });
  }
  if (running.database !== "postgres" && !config.localStateAllowed) {
    gaps.push({
      variables: ["DATABASE_URL"],
      message: "DATABASE_URL is required, a postgres:// URL (the embedded PGlite keeps its data on the local disk, " +
        "which an edge isolate loses when it stops)",
    });
  }
  if (running.storage !== "s3" && !config.localStateAllowed) {
    gaps.push({
      variables: S3_VARIABLES,
      message: `${S3_VARIABLES.slice(0, -1).join(", ")} and ${S3_VARIABLES.at(-1)} are required (uploads, avatars ` +
        "and product files would go to the local disk, which an edge isolate loses when it stops)",
    });
  }
  if (!config.mail) {
    gaps.push({
      variables: ["MAIL_API_URL", "MAIL_API_KEY"],
      message: "MAIL_API_URL and MAIL_API_KEY are required (verification and reset links would reach nobody; the " +
        "local mail stand-in, api/integrations/fakes/mail-fake.ts, serves the bench and tests)",
    });
  }
  return gaps;
}
