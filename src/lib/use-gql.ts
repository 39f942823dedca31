// The request's GraphQL transport from the router context, for components' query options.
import { useRouter } from "@tanstack/react-router";
import type { Gql } from "./gql.ts";

export function useGql(): Gql {
  return useRouter().options.context.gql;
}
