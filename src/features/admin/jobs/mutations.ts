// The back office's job writes, one hook each. Each marks the jobs' queries stale (and, through useAdminMutation, the
// whole back office's: every write is in the audit log); a stale sign-in asks for the password and sends it again.
import { adminWrites } from "../kit/use-admin-mutation.ts";
import {
  AdminArchiveJobDocument,
  AdminDuplicateJobDocument,
  AdminPublishJobDocument,
  AdminSaveJobDocument,
} from "./jobs.generated.ts";
import { JOBS_KEY } from "./queries.ts";

const jobWrite = adminWrites(JOBS_KEY);

/** Creates a job (no id) or changes one; a recruiter's job goes to moderation. */
export const useSaveJob = jobWrite(AdminSaveJobDocument);

export const usePublishJob = jobWrite(AdminPublishJobDocument);

export const useArchiveJob = jobWrite(AdminArchiveJobDocument);

/** Copies a job into a new draft. */
export const useDuplicateJob = jobWrite(AdminDuplicateJobDocument);
