// The stop a signal starts (decisions 153 and 154): no new connection, no new cron run; the answers in flight, the work
// they queued (mail) and the running cron runs finish; then the database closes. Bounded by one grace period, so a
// stuck client or job cannot hold the process past the platform's kill.

/** Under the usual 30 s between a platform's SIGTERM and its kill. */
export const STOP_GRACE_MS = 20_000;

export type StoppableParts = {
  /** The listener: closes at once, resolves when the answers in flight have been sent. */
  server: { shutdown(): Promise<void> };
  /** Work started after an answer (mail). */
  app: { settled(): Promise<void> };
  /** The cron runner (api/cron/runner.ts): refuses new runs, waits for the running ones. */
  cron: { stop(): void; settled(): Promise<void> };
  database: { close(): Promise<void> };
};

/** Resolves once the database is closed: after everything in flight finished, or when the grace ran out. */
export async function stopGracefully(parts: StoppableParts, graceMs = STOP_GRACE_MS): Promise<void> {
  // A tick from now on starts nothing: the hourly catch-up of the next process runs its period (decision 150).
  parts.cron.stop();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const grace = new Promise<void>((resolve) => timer = setTimeout(resolve, graceMs));
  try {
    await Promise.race([
      Promise.all([parts.server.shutdown().then(() => parts.app.settled()), parts.cron.settled()]),
      grace,
    ]);
  } finally {
    clearTimeout(timer);
  }
  // A run still going past the grace fails here; its lease expires and the next run closes its log row (decision 150).
  await parts.database.close();
}
