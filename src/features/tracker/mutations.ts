// The tracker's writes with their cache edits: an edit shows at once (optimistic) and is replaced by the server's
// answer; a failure says so and reloads the lists; a delete takes the item out of every loaded list.
import { useQueryClient } from "@tanstack/react-query";
import { useI18n } from "../../lib/i18n.tsx";
import { useGqlMutation } from "../../lib/use-gql-mutation.ts";
import { showToast } from "../../ui/show-toast.ts";
import {
  CreateTrackerItemDocument,
  DeleteTrackerItemDocument,
  UpdateTrackerItemDocument,
  type UpdateTrackerItemInput,
} from "./operations.generated.ts";
import { removeTrackerItem, replaceTrackerItem, TRACKER_ITEMS_KEY, type TrackerItem } from "./queries.ts";

export type TrackerChanges = Omit<UpdateTrackerItemInput, "id">;

export function useUpdateTrackerItem(onSaved?: (item: TrackerItem) => void) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const mutation = useGqlMutation(UpdateTrackerItemDocument, {
    onSuccess: (data, variables) => {
      const item = data.updateTrackerItem.trackerItem;
      if (item) replaceTrackerItem(queryClient, item);
      // A list filtered by what changed may no longer hold the item; the filter's countries may have changed.
      queryClient.invalidateQueries({ queryKey: TRACKER_ITEMS_KEY, refetchType: "none" });
      if ("countryId" in variables.input) queryClient.invalidateQueries({ queryKey: ["tracker", "filters"] });
      if (item) onSaved?.(item);
    },
    onError: (key) => {
      showToast("bottom", {
        type: "error",
        title: key === "errors.INTERNAL_SERVER_ERROR" ? t("tracker.saveFailed") : t(key),
      });
      queryClient.invalidateQueries({ queryKey: TRACKER_ITEMS_KEY });
    },
  });
  return {
    isPending: mutation.isPending,
    /** Saves the changes; `optimistic` is the item as it should look meanwhile. */
    save(item: TrackerItem, changes: TrackerChanges, optimistic?: Partial<TrackerItem>) {
      if (optimistic) replaceTrackerItem(queryClient, { ...item, ...optimistic });
      mutation.mutate({ input: { id: item.id, ...changes } });
    },
  };
}

export function useCreateTrackerItem(onCreated: (item: TrackerItem) => void, onRefused: (message: string) => void) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  return useGqlMutation(CreateTrackerItemDocument, {
    onSuccess: (data) => {
      const { trackerItem, error } = data.createTrackerItem;
      if (error || !trackerItem) return onRefused(error?.message ?? t("tracker.saveFailed"));
      queryClient.invalidateQueries({ queryKey: TRACKER_ITEMS_KEY });
      queryClient.invalidateQueries({ queryKey: ["tracker", "filters"] });
      onCreated(trackerItem);
    },
    onError: (key) => onRefused(t(key)),
  });
}

export function useDeleteTrackerItem(onDeleted: () => void) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  return useGqlMutation(DeleteTrackerItemDocument, {
    onSuccess: (_data, variables) => {
      removeTrackerItem(queryClient, variables.id);
      queryClient.invalidateQueries({ queryKey: ["tracker", "filters"] });
      showToast("bottom", { type: "success", title: t("tracker.delete.deleted") });
      onDeleted();
    },
    onError: (key) => showToast("bottom", { type: "error", title: t(key) }),
  });
}
