// Runs a tool through the streamed endpoint (/api/ai-tools/stream): the answer's pieces arrive as server-sent events
// and are handed on as they come; a refusal before the answer is the API's JSON refusal (src/lib/rest.ts). Never
// throws for a refusal.
import type { AiParams, AiRequestType } from "../../domain/ai-tools.ts";
import { paramsToList } from "../../domain/ai-tools.ts";
import { restErrorOf, restRequest } from "../../lib/rest.ts";

export type AiRunError = { name: string; message?: string; days?: number | null; fields?: Record<string, string> };

export async function runStream(
  request: { type: AiRequestType; params: AiParams; saveDetails: boolean; locale: string },
  onPiece: (text: string) => void,
  signal?: AbortSignal,
): Promise<AiRunError | null> {
  let res: Response;
  try {
    res = await fetch(restRequest("/api/ai-tools/stream", {
      method: "POST",
      json: { ...request, params: paramsToList(request.params) },
      signal,
    }));
  } catch {
    return signal?.aborted ? null : { name: "network" };
  }
  if (!(res.headers.get("content-type") ?? "").startsWith("text/event-stream")) {
    const { detail, status } = await restErrorOf(res);
    // A body that is not the API's refusal (a proxy's page): the run failed, or the way there did.
    if (detail.name === "INTERNAL_SERVER_ERROR" || detail.name === "BAD_REQUEST") {
      return { name: status >= 500 ? "aiFailed" : "network" };
    }
    return detail as AiRunError;
  }
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  try {
    while (true) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const name = /^event: (.*)$/m.exec(block)?.[1];
        const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? "{}");
        if (name === "delta") onPiece(data.text);
        else if (name === "error") return data as AiRunError;
        else if (name === "done") return null;
      }
    }
  } catch {
    return signal?.aborted ? null : { name: "network" };
  }
  return signal?.aborted ? null : { name: "network" };
}
