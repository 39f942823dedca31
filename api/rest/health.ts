// The probes a platform or load balancer asks (decision 148): GET /healthz — the process answers, nothing else is
// touched; GET /readyz — the database answers, its migrations are current, production's configuration is complete.
// Neither is cached, neither is rate-limited, and no answer carries a connection string, a secret or a driver message.
import { Hono } from "hono";
import type { Database } from "../../db/client.ts";
import { readMigrationStatus } from "../../db/migration-status.ts";
import type { ProductionGap } from "../../src/config.ts";

/** How long /readyz waits for the database: past it, the database check fails as "timeout". */
export const READINESS_TIMEOUT_MS = 2_000;

type Check = { ok: true; [detail: string]: unknown } | { ok: false; [detail: string]: unknown };

export type Readiness = {
  status: "ready" | "not ready";
  /** The names of the checks that failed, for a reader who wants only that. */
  failing: string[];
  checks: { database: Check; migrations: Check; config: Check };
};

/**
 * The readiness checks, as /readyz answers them and the back office's system screen shows them (decision 154). One
 * round of database checks at a time, however often it is asked: calls that arrive while one is running share its
 * outcome, so a slow database is never asked twice over by its own health checks. A round that has not settled after
 * ten timeouts (a connection stuck for good) is left behind and a new one starts.
 */
export function createReadinessCheck(
  { database, productionGaps, timeoutMs = READINESS_TIMEOUT_MS }: {
    database: Database;
    /** The configuration checks start-up refuses on, for the database and storage this process really runs on. */
    productionGaps: () => ProductionGap[];
    timeoutMs?: number;
  },
): () => Promise<Readiness> {
  let running: { round: Promise<DatabaseChecks>; startedAt: number } | undefined;
  const checkDatabase = (): Promise<DatabaseChecks> => {
    if (running && performance.now() - running.startedAt < timeoutMs * 10) return running.round;
    const round = runDatabaseChecks(database).finally(() => {
      if (running?.round === round) running = undefined;
    });
    running = { round, startedAt: performance.now() };
    return round;
  };
  return async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<DatabaseChecks>((resolve) => {
      timer = setTimeout(
        () => resolve({ database: { ok: false, error: "timeout", afterMs: timeoutMs }, migrations: notChecked }),
        timeoutMs,
      );
    });
    const fromDatabase = await Promise.race([checkDatabase(), timedOut]).finally(() => clearTimeout(timer));
    const gaps = productionGaps();
    const checks = {
      ...fromDatabase,
      config: gaps.length ? { ok: false, missing: gaps.flatMap((g) => g.variables) } : { ok: true },
    };
    const failing = Object.entries(checks).filter(([, check]) => !check.ok).map(([name]) => name);
    return { status: failing.length ? "not ready" : "ready", failing, checks };
  };
}

export function healthRestApp({ readiness }: { readiness: () => Promise<Readiness> }) {
  const app = new Hono();

  app.get("/healthz", (c) => {
    c.header("cache-control", "no-store");
    return c.json({ status: "ok" });
  });

  app.get("/readyz", async (c) => {
    const body = await readiness();
    c.header("cache-control", "no-store");
    return c.json(body, body.failing.length ? 503 : 200);
  });

  return app;
}

type DatabaseChecks = { database: Check; migrations: Check };

async function runDatabaseChecks(database: Database): Promise<DatabaseChecks> {
  try {
    await database.rawQuery("select 1", []);
  } catch (error) {
    logFailure("database", error);
    return { database: { ok: false, error: "unreachable" }, migrations: notChecked };
  }
  try {
    const status = await readMigrationStatus(database);
    return {
      database: { ok: true },
      migrations: status.current
        ? { ok: true, applied: status.applied }
        : { ok: false, error: "behind", expected: status.expected, applied: status.applied },
    };
  } catch (error) {
    logFailure("migrations", error);
    return { database: { ok: true }, migrations: { ok: false, error: "unreadable" } };
  }
}

const notChecked: Check = { ok: false, error: "not checked: the database did not answer" };

/** The operator's clue in the server's log; credentials in a URL the driver might quote are cut out. */
function logFailure(check: string, error: unknown): void {
  const { name, message, code } = error as { name?: string; message?: string; code?: string };
  const text = String(message ?? error).replace(/\/\/[^/@\s]*@/g, "//…@");
  console.warn(`readyz: the ${check} check failed: ${name ?? "Error"}${code ? ` ${code}` : ""}: ${text}`);
}
