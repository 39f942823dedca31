// The back office's learning paths queries: the list, one for the editor, and a step's article choices. Keys start
// with ADMIN_KEY, so every back office write marks them stale.
import { adminQueries } from "../kit/query-options.ts";
import { ADMIN_KEY } from "../queries.ts";
import {
  AdminLearningPathDocument,
  type AdminLearningPathFieldsFragment,
  AdminLearningPathsDocument,
  type AdminLearningPathsQuery,
  AdminStepArticleChoicesDocument,
} from "./learning-paths.generated.ts";

export type AdminLearningPathItem = AdminLearningPathsQuery["adminLearningPaths"]["items"][number];
export type AdminLearningPathDetail = AdminLearningPathFieldsFragment;

/** Every learning path query's key begins with it: a write marks them all stale. */
export const LEARNING_PATHS_KEY = [ADMIN_KEY, "learningPaths"] as const;

const query = adminQueries(LEARNING_PATHS_KEY);

export const adminLearningPathsQuery = query(AdminLearningPathsDocument, "adminLearningPaths", ["filter", "page"]);

export const adminLearningPathQuery = query(AdminLearningPathDocument, "adminLearningPath", ["id"]);

export const adminStepArticleChoicesQuery = query(AdminStepArticleChoicesDocument, "adminStepArticleChoices", [
  "language",
]);
