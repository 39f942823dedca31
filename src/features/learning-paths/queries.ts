// A learning path by slug, with its steps as the viewer may open them.
import { queryOptions } from "@tanstack/react-query";
import type { Gql } from "../../lib/gql.ts";
import { GetLearningPathBySlugDocument, type GetLearningPathBySlugQuery } from "./operations.generated.ts";

export type LearningPath = NonNullable<GetLearningPathBySlugQuery["getLearningPathBySlug"]>;

export const learningPathQuery = (gql: Gql, slug: string) =>
  queryOptions({
    queryKey: ["learningPath", slug],
    queryFn: async () => (await gql(GetLearningPathBySlugDocument, { slug })).getLearningPathBySlug,
  });
