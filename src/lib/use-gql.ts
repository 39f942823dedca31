// The request's GraphQL transport from the router context, for components' query options. Outside a router (the
// bench's plain-render floor renders the page with its data already in the cache) it is a transport that refuses.
import { useRouter } from "@tanstack/react-router";
import type { Gql } from "./gql.ts";

const noTransport: Gql = () => Promise.reject(new Error("no GraphQL transport outside the router"));

export function useGql(): Gql {
  const router = useRouter({ warn: false });
  return router?.options.context.gql ?? noTransport;
}
