// The system screen's contract (/admin/system, decision 154): the readiness checks by name and outcome (never a
// value or a secret), and the scheduled jobs with their latest runs.
export const typeDefs = /* GraphQL */ `
  "One of GET /readyz's checks: database, migrations, config."
  type AdminSystemCheck {
    name: String!
    ok: Boolean!
    "Why it fails: unreachable | timeout | behind | unreadable | notChecked | missing; null when ok."
    problem: String
    "The migrations check: the newest migration applied, and the newest this release ships."
    appliedMigration: String
    expectedMigration: String
    "The config check: the names (never the values) of the variables production lacks."
    missingVariables: [String!]!
  }

  enum AdminScheduleEvery {
    HOUR
    DAY
    MONTH
    "Anything else: the cron text says it."
    OTHER
  }

  "A job's schedule: the cron text (UTC, as Deno.cron reads it) and the same in Moscow words where it has some."
  type AdminCronSchedule {
    cron: String!
    every: AdminScheduleEvery!
    "HOUR: the minute of every hour."
    minute: Int
    "DAY and MONTH: HH:MM, Moscow."
    moscowTime: String
    "MONTH: the day of the month, Moscow."
    moscowDayOfMonth: Int
  }

  enum AdminCronOutcome {
    DONE
    "Another run held the job's lease."
    SKIPPED
    FAILED
    "No outcome yet: still going, or stopped before its end (the next run closes it as failed)."
    RUNNING
  }

  type AdminCronCount {
    name: String!
    value: Float!
  }

  type AdminCronRun {
    id: ID!
    periodKey: String!
    "Started by the hourly catch-up of a missed period."
    isCatchUp: Boolean!
    startedAt: String!
    finishedAt: String
    durationMs: Int
    outcome: AdminCronOutcome!
    counts: [AdminCronCount!]!
    "A failed run's error class and message, e-mail addresses and long numbers masked."
    error: String
  }

  type AdminCronJob {
    name: String!
    schedule: AdminCronSchedule!
    "The latest tick of the schedule at or before now (ISO)."
    latestTickAt: String
    "The latest runs, newest first; empty for a job that never ran."
    runs: [AdminCronRun!]!
  }

  type AdminSystem {
    "Whether GET /readyz would answer 200."
    isReady: Boolean!
    checks: [AdminSystemCheck!]!
    jobs: [AdminCronJob!]!
    "The hourly catch-up of missed runs."
    catchUp: AdminCronSchedule!
  }

  extend type Query {
    adminSystem: AdminSystem!
  }
`;
