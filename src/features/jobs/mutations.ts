// The jobs feature's writes, one hook each, each owning what it makes stale (bulletproof-react's features/*/api).
import { type CallbacksOf, useGqlMutation } from "../../lib/use-gql-mutation.ts";
import { AddJobToTrackerDocument, RecordJobViewDocument, ToggleFavouriteJobDocument } from "./operations.generated.ts";

/**
 * The heart. Saved jobs is refetched at once (a card unsaved there leaves the list); the lists and pages that carry a
 * heart's state are marked stale and read again when next shown, not reloaded under the pointer.
 */
export function useToggleFavouriteJob(callbacks: CallbacksOf<typeof ToggleFavouriteJobDocument> = {}) {
  return useGqlMutation(ToggleFavouriteJobDocument, {
    ...callbacks,
    invalidates: [
      ["savedJobs"],
      ...[["jobs"], ["job"], ["similarJobs"]].map((queryKey) => ({ queryKey, refetchType: "none" as const })),
    ],
  });
}

/** 'Add to tracker': the tracker's lists and filters hold the new item next time they show. */
export function useAddJobToTracker(callbacks: CallbacksOf<typeof AddJobToTrackerDocument> = {}) {
  return useGqlMutation(AddJobToTrackerDocument, { ...callbacks, invalidates: [["tracker"]] });
}

/** A job's view, recorded once the page has been open a while; a failure is nobody's business. */
export function useRecordJobView() {
  return useGqlMutation(RecordJobViewDocument);
}
