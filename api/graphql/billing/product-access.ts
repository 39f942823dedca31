// What a paid order gives its buyer, on the product's card: the external link, the marathon's booking, the learning
// path, the coach's booking and the files (short-lived signed download links). Null for everyone else.
import * as v from "valibot";
import { filesOf } from "../../services/billing/orders.ts";
import { learningPathLink } from "../../services/learning-paths.ts";
import { parseInput } from "../errors.ts";
import type { Resolvers } from "../generated/resolvers.ts";

export const resolvers: Resolvers = {
  Product: {
    externalAccessLinkProps: ({ row, access }) =>
      access && row.externalAccessUrl ? { url: row.externalAccessUrl } : null,
    accessToMarathonProps: ({ row, access }) =>
      access && row.marathonBookingLink
        ? { marathonTitle: row.marathonTitle ?? row.title, linkForBooking: row.marathonBookingLink }
        : null,
    accessToLearningPathProps: async ({ row, access }, _args, { db }) => {
      if (!access || row.kind !== "LearningPathAccess") return null;
      return { learningPath: row.learningPathId ? await learningPathLink(db, row.learningPathId) : null };
    },
    downloadableMediaProps: (model) => (model.access && model.row.kind === "DownloadableMedia" ? model : null),
    consultationWithCoachProps: ({ row, access }) =>
      access && row.coachBookingLink
        ? {
          coach: { firstName: row.coachFirstName ?? "", lastName: row.coachLastName ?? "" },
          linkForBooking: row.coachBookingLink,
        }
        : null,
  },
  DownloadableMediaProps: {
    files: async ({ row }, args, context) => {
      const limit = parseInput(
        v.object({ limit: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), 20) }),
        args,
      ).limit;
      const files = await filesOf(context.db, row.id, limit);
      return await Promise.all(files.map(async (f) => ({
        id: String(f.id),
        fileName: f.fileName,
        url: await context.billing.files.sign(f.id, context.now()),
      })));
    },
  },
};
