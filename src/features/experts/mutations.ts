// The experts feature's writes, one hook each, each owning what it makes stale (bulletproof-react's features/*/api).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useI18n } from "../../lib/i18n.tsx";
import { rest } from "../../lib/rest.ts";
import { useGql } from "../../lib/use-gql.ts";
import { slugFromName } from "../../domain/expert-profile.ts";
import { CreateExpertDocument, UpdateExpertDocument } from "./operations.generated.ts";
import { type Draft, inputOf, type ServiceDraft } from "./expert-draft.ts";
import { type OwnExpert, ownExpertQuery } from "./queries.ts";

/** A product's file stored before the save names it: its private address and the name it was picked with. */
function uploadExpertDocument(file: File) {
  const body = new FormData();
  body.append("file", file);
  return rest<{ source: string; fileName: string }>("/api/experts/documents", { method: "POST", body });
}

/**
 * Saving the own profile: each picked file is uploaded first (the draft learns each stored address through
 * `onUploaded`, so a failed save does not upload them again), then the profile is created or updated. The answer
 * becomes the own profile's cached copy; a refusal comes back as `{ error }`, a failure is thrown (RestError for an
 * upload, GqlError for the save).
 */
export function useSaveExpert(expert: OwnExpert | null) {
  const { locale } = useI18n();
  const gql = useGql();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ draft, onUploaded }: { draft: Draft; onUploaded: (saved: Draft) => void }) => {
      const services: ServiceDraft[] = [...draft.services];
      for (const [i, service] of services.entries()) {
        if (service.kind !== "product" || service.document || !service.file) continue;
        const stored = await uploadExpertDocument(service.file);
        services[i] = { ...service, document: { source: stored.source, fileName: stored.fileName }, file: null };
      }
      const saved = { ...draft, services };
      onUploaded(saved);
      const input = inputOf(saved);
      return expert
        ? (await gql(UpdateExpertDocument, {
          input: { ...input, id: expert.id, status: "PUBLISHED", slug: expert.slug },
        })).updateExpert
        : (await gql(CreateExpertDocument, { input: { ...input, slug: slugFromName(input.name) } })).createExpert;
    },
    onSuccess: (result) => {
      if (result.error) return;
      queryClient.setQueryData(ownExpertQuery(gql, locale).queryKey, result.expert);
      // The public page shows the saved profile next time it is opened.
      void queryClient.invalidateQueries({ queryKey: ["expert"], refetchType: "none" });
    },
  });
}
