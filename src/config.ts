// The configuration's public entry: the environment read once at start-up (src/config/load.ts) into the Config that
// the pipeline in src/config/schema.ts derives, and what production refuses to start without.
export { type Config } from "./config/schema.ts";
export { ConfigError, loadConfig, parseConfig } from "./config/load.ts";
export { type ProductionGap, productionGaps } from "./config/production-gaps.ts";
export { describeDisabledFeatures } from "./config/disabled-features.ts";
