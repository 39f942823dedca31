// The articles feature's one write: an article's view, recorded once the page has been open a while.
import { useGqlMutation } from "../../lib/use-gql-mutation.ts";
import { RecordArticleViewDocument } from "./operations.generated.ts";

/** A failure is nobody's business: nothing on screen waits for it. */
export function useRecordArticleView() {
  return useGqlMutation(RecordArticleViewDocument);
}
