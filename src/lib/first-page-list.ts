// The lists with 'Show more' (jobs, experts, partners): any filter or search change starts from the first page (spec
// 01 §4). Each filter has its own cached list, so a filter left after 'Show more' kept its extra pages and showed
// them again on the way back (clearing a filter brought back 18 jobs); leaving a filter now folds its list to page 1.
import { useEffect, useRef } from "react";
import { type InfiniteData, type QueryKey, useQueryClient } from "@tanstack/react-query";

/** Call beside the list's useSuspenseInfiniteQuery with the same key. */
export function useFirstPageOnFilterChange(queryKey: QueryKey) {
  const queryClient = useQueryClient();
  const shown = useRef(queryKey);
  const hash = JSON.stringify(queryKey);
  useEffect(() => {
    const left = shown.current;
    shown.current = queryKey;
    if (JSON.stringify(left) === hash) return;
    // A page still loading for the filter just left would land after the fold.
    void queryClient.cancelQueries({ queryKey: left, exact: true });
    queryClient.setQueryData<InfiniteData<unknown>>(
      left,
      (data) =>
        data && data.pages.length > 1
          ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) }
          : data,
    );
  }, [hash]);
}
