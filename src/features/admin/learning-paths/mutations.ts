// The back office's learning path writes, one hook each. Each marks the learning paths' queries stale (and, through
// useAdminMutation, the whole back office's); a stale sign-in asks for the password and sends it again.
import type { CallbacksOf } from "../../../lib/use-gql-mutation.ts";
import { useAdminMutation } from "../kit/use-admin-mutation.ts";
import {
  AdminArchiveLearningPathDocument,
  AdminPublishLearningPathDocument,
  AdminSaveLearningPathDocument,
  AdminUnpublishLearningPathDocument,
} from "./learning-paths.generated.ts";
import { LEARNING_PATHS_KEY } from "./queries.ts";

/** Creates a learning path (no id) or changes one, its steps with it. */
export const useSaveLearningPath = (callbacks: CallbacksOf<typeof AdminSaveLearningPathDocument> = {}) =>
  useAdminMutation(AdminSaveLearningPathDocument, { ...callbacks, invalidates: [LEARNING_PATHS_KEY] });

export const usePublishLearningPath = (callbacks: CallbacksOf<typeof AdminPublishLearningPathDocument> = {}) =>
  useAdminMutation(AdminPublishLearningPathDocument, { ...callbacks, invalidates: [LEARNING_PATHS_KEY] });

export const useUnpublishLearningPath = (callbacks: CallbacksOf<typeof AdminUnpublishLearningPathDocument> = {}) =>
  useAdminMutation(AdminUnpublishLearningPathDocument, { ...callbacks, invalidates: [LEARNING_PATHS_KEY] });

export const useArchiveLearningPath = (callbacks: CallbacksOf<typeof AdminArchiveLearningPathDocument> = {}) =>
  useAdminMutation(AdminArchiveLearningPathDocument, { ...callbacks, invalidates: [LEARNING_PATHS_KEY] });
