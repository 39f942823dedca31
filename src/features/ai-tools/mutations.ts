// The AI tools' one write: a run, streamed (run-stream.ts). A run that is still the tool's current one when it ends
// (answered, refused, or cut off by leaving the page) may have changed the allowance, so the page state reads again;
// a run stopped or replaced by another leaves it alone.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AiParams, AiRequestType } from "../../domain/ai-tools.ts";
import { AI_TOOLS_STATE_KEY } from "./queries.ts";
import { runStream } from "./run-stream.ts";

export type AiRunRequest = { type: AiRequestType; params: AiParams; saveDetails: boolean; locale: string };

type AiRun = {
  request: AiRunRequest;
  onPiece: (text: string) => void;
  signal: AbortSignal;
  /** False once the run was stopped or another one started. */
  isCurrent: () => boolean;
};

export function useRunAiTool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, onPiece, signal }: AiRun) => runStream(request, onPiece, signal),
    onSuccess: (_failure, { isCurrent }) => {
      if (isCurrent()) void queryClient.invalidateQueries({ queryKey: AI_TOOLS_STATE_KEY });
    },
  });
}
