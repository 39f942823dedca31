// GraphQL errors with a stable extensions.code and the i18n key of the message the user sees.
import { GraphQLError } from "graphql";
import * as v from "valibot";
import { isAccessDenied } from "../../src/domain/authorization.ts";
import { fieldErrorKeys } from "../../src/domain/validation.ts";

export type ErrorCode =
  | "BAD_USER_INPUT"
  | "GRAPHQL_PARSE_FAILED"
  | "GRAPHQL_VALIDATION_FAILED"
  | "QUERY_TOO_DEEP"
  | "QUERY_TOO_COSTLY"
  | "TOO_MANY_ALIASES"
  | "TOO_MANY_TOKENS"
  | "NOT_FOUND"
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "REAUTHENTICATION_REQUIRED"
  | "NOT_CONFIGURED"
  | "TOO_MANY_REQUESTS"
  | "INTERNAL_SERVER_ERROR";

export function appError(
  code: ErrorCode,
  message: string,
  extra: { i18nKey?: string; fields?: Record<string, string> } = {},
): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code, i18nKey: extra.i18nKey ?? `errors.${code}`, ...(extra.fields ? { fields: extra.fields } : {}) },
  });
}

/** Parses resolver input with a shared valibot schema; a failure becomes BAD_USER_INPUT naming each field's i18n key. */
export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  throw badUserInput(fieldErrorKeys(result.issues, "input"));
}

/** BAD_USER_INPUT naming each field's i18n key; the first field's key is the message. */
export function badUserInput(fields: Record<string, string>) {
  return appError("BAD_USER_INPUT", `Invalid input: ${Object.keys(fields).join(", ")}`, {
    i18nKey: Object.values(fields)[0],
    fields,
  });
}

/**
 * SQLSTATEs that mean "the statement's input was wrong", not "the server broke": invalid text representation (22P02),
 * numeric value out of range (22003), invalid datetime format (22007), datetime field overflow (22008), character
 * not in repertoire such as a NUL byte (22021), string too long (22001), invalid parameter value (22023), invalid
 * escape (22019, 22025), invalid regular expression (2201B), a foreign key naming no row (23503), a tsquery syntax
 * error (42601) and a value past a program limit such as a tsvector's size (54000). Inputs are validated before they
 * reach SQL; this list is only the backstop that keeps a missed case from being answered as a server failure.
 */
const CLIENT_INPUT_SQLSTATES = new Set([
  "22P02",
  "22003",
  "22007",
  "22008",
  "22021",
  "22001",
  "22023",
  "22019",
  "22025",
  "2201B",
  "23503",
  "42601",
  "54000",
]);

/** The SQLSTATE of a failed statement: drizzle keeps the driver's error (PGlite or Neon) as the cause. */
export function sqlStateOf(error: unknown): string | null {
  for (let e = error, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

/**
 * An unexpected error is logged and answered with a generic message: no stack or SQL reaches the client. A database
 * refusal of the input itself (CLIENT_INPUT_SQLSTATES) is answered BAD_USER_INPUT and logged as a warning naming
 * the validation that is missing. `requestId` (the request log's) is named in the line, so a user's report that quotes
 * the id their error answer carried finds it.
 */
export function maskError(error: unknown, requestId?: string): GraphQLError {
  if (error instanceof GraphQLError && error.extensions?.code) return error;
  // A refusal from the one authorization helper (src/domain/authorization.ts) keeps its code.
  if (isAccessDenied(error)) return appError(error.code, error.message, { i18nKey: error.i18nKey });
  // Every password-hashing slot is taken (api/services/auth/passwords.ts): a "try again" for the client, not a 500.
  if (error instanceof Error && error.name === "PasswordHashingBusy") {
    return appError("TOO_MANY_REQUESTS", "Busy, try again in a few seconds", { i18nKey: "errors.SERVER_BUSY" });
  }
  // The message only, cut before any query parameters: a failed statement may carry a password hash or a token.
  const message = error instanceof Error ? error.message : String(error);
  const logged = message.split(/\n\s*params:/)[0].slice(0, 500);
  const state = sqlStateOf(error);
  const request = requestId ? ` [request ${requestId}]` : "";
  if (state && CLIENT_INPUT_SQLSTATES.has(state)) {
    console.warn(
      `graphql input refused by the database (validate it first)${request}:${databaseReason(error)}`,
      logged,
    );
    return appError("BAD_USER_INPUT", "Invalid input");
  }
  console.error(`graphql resolver error${request}:${databaseReason(error)}`, logged);
  return appError("INTERNAL_SERVER_ERROR", "Something went wrong");
}

/**
 * The database's own reason for a failed statement (drizzle keeps it as the cause), e.g. ` [22P02] malformed array
 * literal: "…"`: the SQLSTATE and the message with its quoted values masked, since they may be a parameter's value.
 */
function databaseReason(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  if (!(cause instanceof Error)) return "";
  const code = (cause as { code?: unknown }).code;
  return ` ${typeof code === "string" ? `[${code}] ` : ""}${cause.message.replace(/"[^"]*"/g, '"…"').slice(0, 200)} |`;
}

/**
 * graphql-js's "Did you mean …?" hints name fields, arguments and enum values of the schema; production answers
 * without them (introspection is off there, and the hints would list the schema one guess at a time).
 */
export function withoutSuggestions(message: string): string {
  return message.replace(/\s*Did you mean [^?]*\?/g, "");
}
