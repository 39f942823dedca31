// The GraphQL multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec) for the one operation
// that takes a file, uploadSingleFile (spec 02's UploadSingleFile; decision 184): a POST /graphql with a
// multipart/form-data body of `operations` (the usual JSON request), `map` ({ "<part>": ["variables.src"] }) and that
// one file part. It is read here into the ordinary JSON request — `src` holds the part's name — and the file waits on
// the request's context, where the Upload scalar's resolver finds it. Batches, several files or any other variable
// path are refused. The body limit is the avatar's size plus room for the envelope (api/graphql/http.ts); the same-origin
// check in front of /graphql refuses a form another site posts.
import { GraphQLError, GraphQLScalarType, Kind } from "graphql";

/** A part name as the spec's clients send it ("0", "1", …), bounded. */
const PART_NAME = /^[A-Za-z0-9_-]{1,20}$/;

export type UploadRequest = { body: string; files: ReadonlyMap<string, File> } | { refused: string };

export function isMultipart(contentType: string | undefined): boolean {
  return /^multipart\/form-data\s*;/i.test(contentType ?? "");
}

/** The multipart request as the JSON body graphql-http reads, and its one file; or why it is refused. */
export async function readUploadRequest(request: Request): Promise<UploadRequest> {
  const form = await request.formData().catch(() => null);
  if (!form) return { refused: "The multipart body could not be read" };
  const json = (name: string) => {
    const value = form.get(name);
    if (typeof value !== "string") return undefined;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return undefined;
    }
  };
  const operations = json("operations") as { query?: unknown; variables?: unknown; operationName?: unknown };
  if (
    !operations || typeof operations !== "object" || Array.isArray(operations) || typeof operations.query !== "string"
  ) {
    return { refused: "operations: one GraphQL request as JSON (no batches)" };
  }
  const map = json("map");
  const entries = map && typeof map === "object" && !Array.isArray(map) ? Object.entries(map) : [];
  if (
    entries.length !== 1 || !PART_NAME.test(entries[0][0]) || !Array.isArray(entries[0][1]) ||
    entries[0][1].length !== 1 || entries[0][1][0] !== "variables.src"
  ) {
    return { refused: 'map: exactly one file, for "variables.src"' };
  }
  const [part] = entries[0];
  const file = form.get(part);
  if (!(file instanceof File)) return { refused: `map: no file part named "${part}"` };
  const variables = operations.variables && typeof operations.variables === "object" &&
      !Array.isArray(operations.variables)
    ? operations.variables
    : {};
  return {
    body: JSON.stringify({
      query: operations.query,
      ...(typeof operations.operationName === "string" ? { operationName: operations.operationName } : {}),
      variables: { ...variables, src: part },
    }),
    files: new Map([[part, file]]),
  };
}

/**
 * The Upload scalar: the name of a file part of this multipart request (the resolver takes the file from the context's
 * uploads). Only as a variable: a file cannot be written into a document, and none is ever answered.
 */
export const UploadScalar = new GraphQLScalarType({
  name: "Upload",
  description: "A file part of a GraphQL multipart request.",
  parseValue(value) {
    if (typeof value === "string" && PART_NAME.test(value)) return value;
    throw new GraphQLError("Upload: send the file as a part of a multipart request", {
      extensions: { code: "BAD_USER_INPUT", i18nKey: "errors.BAD_USER_INPUT" },
    });
  },
  parseLiteral(ast) {
    throw new GraphQLError(`Upload: a file is sent as a variable, not written in the document (${Kind.VARIABLE})`, {
      nodes: ast,
      extensions: { code: "BAD_USER_INPUT", i18nKey: "errors.BAD_USER_INPUT" },
    });
  },
  serialize() {
    throw new GraphQLError("Upload is an input only");
  },
});
