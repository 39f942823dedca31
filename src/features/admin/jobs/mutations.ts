// The back office's job writes, one hook each. Each marks the jobs' queries stale (and, through useAdminMutation, the
// whole back office's: every write is in the audit log); a stale sign-in asks for the password and sends it again.
import type { CallbacksOf } from "../../../lib/use-gql-mutation.ts";
import { useAdminMutation } from "../kit/use-admin-mutation.ts";
import {
  AdminArchiveJobDocument,
  AdminDuplicateJobDocument,
  AdminPublishJobDocument,
  AdminSaveJobDocument,
} from "./jobs.generated.ts";
import { JOBS_KEY } from "./queries.ts";

/** Creates a job (no id) or changes one; a recruiter's job goes to moderation. */
export const useSaveJob = (callbacks: CallbacksOf<typeof AdminSaveJobDocument> = {}) =>
  useAdminMutation(AdminSaveJobDocument, { ...callbacks, invalidates: [JOBS_KEY] });

export const usePublishJob = (callbacks: CallbacksOf<typeof AdminPublishJobDocument> = {}) =>
  useAdminMutation(AdminPublishJobDocument, { ...callbacks, invalidates: [JOBS_KEY] });

export const useArchiveJob = (callbacks: CallbacksOf<typeof AdminArchiveJobDocument> = {}) =>
  useAdminMutation(AdminArchiveJobDocument, { ...callbacks, invalidates: [JOBS_KEY] });

/** Copies a job into a new draft. */
export const useDuplicateJob = (callbacks: CallbacksOf<typeof AdminDuplicateJobDocument> = {}) =>
  useAdminMutation(AdminDuplicateJobDocument, { ...callbacks, invalidates: [JOBS_KEY] });
