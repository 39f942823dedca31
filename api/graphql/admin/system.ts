// /admin/system: the deployment's readiness and its scheduled jobs' runs (global admins only; decision 154).
import { CRON_JOBS } from "../../cron/jobs.ts";
import { CATCH_UP_SCHEDULE } from "../../cron/runner.ts";
import { describeSchedule } from "../../cron/schedule.ts";
import { readSystemStatus } from "../../services/admin/system.ts";
import type { Resolvers } from "../generated/resolvers.ts";
import { authorizeAdmin } from "./guard.ts";

export const resolvers: Resolvers = {
  Query: {
    adminSystem: async (_root, _args, context) => {
      await authorizeAdmin(context, "adminSystem");
      const status = await readSystemStatus(context.db, {
        readiness: context.readiness,
        jobs: CRON_JOBS,
        now: context.now(),
      });
      return {
        isReady: status.isReady,
        checks: status.checks,
        catchUp: { cron: CATCH_UP_SCHEDULE, ...describeSchedule(CATCH_UP_SCHEDULE) },
        jobs: status.jobs.map((job) => ({
          ...job,
          latestTickAt: job.latestTickAt?.toISOString() ?? null,
          runs: job.runs.map((run) => ({
            ...run,
            startedAt: run.startedAt.toISOString(),
            finishedAt: run.finishedAt?.toISOString() ?? null,
          })),
        })),
      };
    },
  },
};
