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
  const fields = fieldErrorKeys(result.issues, "input");
  const first = Object.values(fields)[0];
  return (() => {
    throw appError("BAD_USER_INPUT", `Invalid input: ${Object.keys(fields).join(", ")}`, { i18nKey: first, fields });
  })();
}

/** An unexpected error is logged and answered with a generic message: no stack or SQL reaches the client. */
export function maskError(error: unknown): GraphQLError {
  if (error instanceof GraphQLError && error.extensions?.code) return error;
  // A refusal from the one authorization helper (src/domain/authorization.ts) keeps its code.
  if (isAccessDenied(error)) return appError(error.code, error.message, { i18nKey: error.i18nKey });
  // The message only, cut before any query parameters: a failed statement may carry a password hash or a token.
  const message = error instanceof Error ? error.message : String(error);
  console.error(`graphql resolver error:${databaseReason(error)}`, message.split(/\n\s*params:/)[0].slice(0, 500));
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
