// Reads the environment once at start-up through the config pipeline; nothing else in the app calls Deno.env.
import * as v from "valibot";
import { type Config, ConfigSchema } from "./schema.ts";
import { productionGaps } from "./production-gaps.ts";

export class ConfigError extends Error {}

/** The Config for `raw`, or a ConfigError naming each malformed variable, the broken rule, or what production lacks. */
export function parseConfig(raw: Record<string, string | undefined>): Config {
  const result = v.safeParse(ConfigSchema, raw, { abortPipeEarly: true });
  if (!result.success) {
    const ruleBroken = result.issues.find((i) => !i.path);
    if (ruleBroken) throw new ConfigError(ruleBroken.message);
    const names = [...new Set(result.issues.map((i) => v.getDotPath(i) ?? "environment"))];
    throw new ConfigError(
      `Invalid environment variable${names.length > 1 ? "s" : ""}: ${
        names.map((n) => `${n} (${result.issues.find((i) => v.getDotPath(i) === n)?.message})`).join(", ")
      }`,
    );
  }
  const gaps = productionGaps(result.output);
  if (gaps.length) {
    throw new ConfigError(`Refusing to start under APP_ENV=production: ${gaps.map((g) => g.message).join("; ")}`);
  }
  return result.output;
}

/** Reads Deno's environment; the only place in the app that does. */
export function loadConfig(): Config {
  return parseConfig(Deno.env.toObject());
}
