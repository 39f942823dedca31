// The profile feature's writes, one hook each, each owning what it makes stale (bulletproof-react's features/*/api).
// A write that answers with the profile puts it in the page's cache and has the header's `me` read again.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { rest } from "../../lib/rest.ts";
import { type CallbacksOf, useGqlMutation } from "../../lib/use-gql-mutation.ts";
import { SetPreferencesDocument, UpdateUserEmailDocument, UpdateUserInfoDocument } from "./operations.generated.ts";
import { type Profile, profileQuery } from "./queries.ts";

/** Keeps the page's copy of the profile (and the header's) in step with what the server answered. */
function useWriteProfile() {
  const queryClient = useQueryClient();
  return (profile: Profile | null | undefined) => {
    if (!profile) return;
    queryClient.setQueryData(profileQuery(() => Promise.reject()).queryKey, profile);
    void queryClient.invalidateQueries({ queryKey: ["me"] });
  };
}

export function useUpdateUserInfo(callbacks: CallbacksOf<typeof UpdateUserInfoDocument> = {}) {
  const writeProfile = useWriteProfile();
  return useGqlMutation(UpdateUserInfoDocument, {
    ...callbacks,
    onSuccess: (data, variables) => {
      writeProfile(data.updateUserInfo.user);
      callbacks.onSuccess?.(data, variables);
    },
  });
}

/** A new address waits for its confirmation link; the profile shows it as pending meanwhile. */
export function useUpdateUserEmail(callbacks: CallbacksOf<typeof UpdateUserEmailDocument> = {}) {
  const writeProfile = useWriteProfile();
  return useGqlMutation(UpdateUserEmailDocument, {
    ...callbacks,
    onSuccess: (data, variables) => {
      if (!data.updateUserEmail.error) writeProfile(data.updateUserEmail.user);
      callbacks.onSuccess?.(data, variables);
    },
  });
}

export function useSetPreferences(callbacks: CallbacksOf<typeof SetPreferencesDocument> = {}) {
  return useGqlMutation(SetPreferencesDocument, { ...callbacks, invalidates: [["preferences"]] });
}

/** The photo (checked for type and size before sending); the answer is its new address. */
export function useUploadAvatar(profile: Profile) {
  const writeProfile = useWriteProfile();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.set("file", file);
      return rest<{ avatarSrc: string }>("/api/profile/avatar", { method: "POST", body });
    },
    onSuccess: ({ avatarSrc }) => writeProfile({ ...profile, avatarSrc }),
  });
}

/** Deleting the account, confirmed with the password: the server ends billing, removes the person, signs them out. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string) =>
      rest<{ deleted: true }>("/api/profile/delete-account", {
        method: "POST",
        json: { password },
      }),
  });
}
