// The viewer the session middleware put on the request; below api/ so REST handlers and the request log can read it.
import type { Context } from "hono";
import { ANONYMOUS_VIEWER, type Viewer } from "../domain/viewer.ts";

export function viewerOf(c: Context): Viewer {
  return (c.get("viewer" as never) as Viewer | undefined) ?? ANONYMOUS_VIEWER;
}
