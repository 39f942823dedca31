// /preferences: the new-jobs mailing and the categories and regions it follows (setPreferences).
import { useEffect, useMemo } from "react";
import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { css } from "styled-system/css";
import { REGIONS } from "../../domain/enums.ts";
import { PreferencesSchema } from "../../domain/profile.ts";
import { validateFields } from "../../domain/validation.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { checksValidation, useAppForm } from "../../ui/form/form.ts";
import { SideMenuLayout } from "../../ui/side-menu-layout.tsx";
import { primaryButton } from "../../ui/styles.ts";
import { showToast } from "../../ui/show-toast.ts";
import type { PreferencesFragment } from "./operations.generated.ts";
import { useSetPreferences } from "./mutations.ts";
import { preferencesQuery } from "./queries.ts";

type State = { mailing: boolean; categories: string[]; regions: string[] };
const inputOf = (state: State) => ({
  isSubscribedOnJobsMailing: state.mailing,
  jobCategories: state.categories,
  regions: state.regions,
});
const stateOf = (p: PreferencesFragment): State => ({
  mailing: p.isSubscribedOnJobsMailing,
  categories: p.customerInfo.jobPreference.jobCategories.map((c) => c.id),
  regions: p.customerInfo.jobPreference.regions,
});

const chip = css({
  px: "3",
  py: "1.5",
  borderRadius: "full",
  border: "1px solid token(colors.line)",
  fontSize: "sm",
  cursor: "pointer",
  "&[aria-pressed=true]": { bg: "brand", color: "white", borderColor: "brand" },
});

export function PreferencesPage() {
  const { t } = useI18n();
  const gql = useGql();
  const { data } = useSuspenseQuery(preferencesQuery(gql));
  return (
    <SideMenuLayout title={t("profile.preferences")}>
      {data.me && <PreferencesForm me={data.me} categories={data.getJobCategories} />}
    </SideMenuLayout>
  );
}

function PreferencesForm(
  { me, categories }: {
    me: PreferencesFragment;
    categories: Array<{ id: string; name: string; engTrans: string }>;
  },
) {
  const { t, locale } = useI18n();
  const queryClient = useQueryClient();
  const saved = useMemo(() => stateOf(me), [me]);
  const save = useSetPreferences({
    onSuccess: () => showToast("top", { type: "success", title: t("profile.saved") }),
    onError: (key) => showToast("top", { type: "error", title: t(key) }),
  });
  const form = useAppForm({
    defaultValues: saved,
    // The same schema the resolver parses with: a bad value is refused here, before sending.
    ...checksValidation((state: State) => validateFields(PreferencesSchema, inputOf(state))),
    onSubmit: ({ value }) =>
      save.mutate({ input: inputOf(value) }, {
        onSuccess: ({ setPreferences }) => {
          if (setPreferences.user) {
            queryClient.setQueryData(["preferences"], { me: setPreferences.user, getJobCategories: categories });
          }
        },
      }),
    onSubmitInvalid: ({ value }) => {
      const error = Object.values(validateFields(PreferencesSchema, inputOf(value)))[0];
      if (error) showToast("top", { type: "error", title: t(error) });
    },
  });
  useEffect(() => form.reset(saved), [saved]);
  return (
    <form.Subscribe selector={(s) => s.values}>
      {(state) => (
        <form
          noValidate
          data-testid="preferences-form"
          className={css({ display: "flex", flexDirection: "column", gap: "6", maxW: "760px" })}
          onSubmit={(event) => {
            event.preventDefault();
            void form.handleSubmit();
          }}
        >
          <label className={css({ display: "flex", gap: "3", alignItems: "center", fontWeight: "semibold" })}>
            <input
              type="checkbox"
              data-testid="jobs-mailing"
              checked={state.mailing}
              onChange={(e) => form.setFieldValue("mailing", e.target.checked)}
            />
            {t("profile.mailing")}
          </label>
          <fieldset className={css({ border: 0, p: 0, display: "flex", flexWrap: "wrap", gap: "2" })}>
            <legend className={css({ fontWeight: "semibold", mb: "2" })}>{t("profile.categoriesLabel")}</legend>
            {categories.map((c) => (
              <button
                key={c.id}
                type="button"
                className={chip}
                aria-pressed={state.categories.includes(c.id)}
                onClick={() => form.setFieldValue("categories", toggled(state.categories, c.id))}
              >
                {locale === "ru" ? c.name : c.engTrans}
              </button>
            ))}
          </fieldset>
          <fieldset className={css({ border: 0, p: 0, display: "flex", flexWrap: "wrap", gap: "2" })}>
            <legend className={css({ fontWeight: "semibold", mb: "2" })}>{t("profile.regionsLabel")}</legend>
            {REGIONS.map((r) => (
              <button
                key={r}
                type="button"
                className={chip}
                aria-pressed={state.regions.includes(r)}
                onClick={() => form.setFieldValue("regions", toggled(state.regions, r))}
                data-testid={`pref-region-${r}`}
              >
                {t(`jobs.regionNames.${r}`)}
              </button>
            ))}
          </fieldset>
          <button
            type="submit"
            className={primaryButton}
            disabled={JSON.stringify(state) === JSON.stringify(saved) || save.isPending}
            data-testid="preferences-save"
          >
            {save.isPending ? t("auth.sending") : t("profile.save")}
          </button>
        </form>
      )}
    </form.Subscribe>
  );
}

/** The list with the value added, or without it when it was there. */
const toggled = (list: string[], value: string) =>
  list.includes(value) ? list.filter((x) => x !== value) : [...list, value];
