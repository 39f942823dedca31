// The back office's learning path writes, one hook each. Each marks the learning paths' queries stale (and, through
// useAdminMutation, the whole back office's); a stale sign-in asks for the password and sends it again.
import { adminWrites } from "../kit/use-admin-mutation.ts";
import {
  AdminArchiveLearningPathDocument,
  AdminPublishLearningPathDocument,
  AdminSaveLearningPathDocument,
  AdminUnpublishLearningPathDocument,
} from "./learning-paths.generated.ts";
import { LEARNING_PATHS_KEY } from "./queries.ts";

const learningPathWrite = adminWrites(LEARNING_PATHS_KEY);

/** Creates a learning path (no id) or changes one, its steps with it. */
export const useSaveLearningPath = learningPathWrite(AdminSaveLearningPathDocument);

export const usePublishLearningPath = learningPathWrite(AdminPublishLearningPathDocument);

export const useUnpublishLearningPath = learningPathWrite(AdminUnpublishLearningPathDocument);

export const useArchiveLearningPath = learningPathWrite(AdminArchiveLearningPathDocument);
