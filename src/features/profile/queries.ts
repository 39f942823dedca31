// The profile pages' data (types generated from the schema and ./operations.graphql): route loaders prefetch these,
// so /profile and /preferences arrive with their data in the server HTML.
import { queryOptions } from "@tanstack/react-query";
import type { Gql } from "../../lib/gql.ts";
import {
  GetCountriesDocument,
  JobPreferencesDocument,
  MyProfileDocument,
  type ProfileFragment,
} from "./operations.generated.ts";

export type Profile = ProfileFragment;

export const profileQuery = (gql: Gql) =>
  queryOptions({ queryKey: ["profile"], queryFn: async () => (await gql(MyProfileDocument)).me });

export const countriesQuery = (gql: Gql) =>
  queryOptions({
    queryKey: ["countries"],
    queryFn: async () => (await gql(GetCountriesDocument)).getCountries,
    staleTime: 60 * 60_000,
  });

export const preferencesQuery = (gql: Gql) =>
  queryOptions({ queryKey: ["preferences"], queryFn: () => gql(JobPreferencesDocument) });
