// /preferences: the new-jobs mailing and the categories and regions it follows (setPreferences).
import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { css } from "styled-system/css";
import { REGIONS } from "../../domain/enums.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { SideMenuLayout } from "../../ui/side-menu-layout.tsx";
import { primaryButton } from "../../ui/styles.ts";
import { showToast } from "../../ui/toast.tsx";

const PREFS = `isSubscribedOnJobsMailing customerInfo { jobPreference { jobCategories { id } regions } }`;
const LOAD = /* GraphQL */ `query preferences { me { ${PREFS} } getJobCategories { id name engTrans } }`;
const SAVE = /* GraphQL */ `mutation setPreferences($input: PreferencesInput!) {
  setPreferences(input: $input) { user { ${PREFS} } } }`;

type Prefs = {
  isSubscribedOnJobsMailing: boolean;
  customerInfo: { jobPreference: { jobCategories: Array<{ id: string }>; regions: string[] } };
};
type State = { mailing: boolean; categories: string[]; regions: string[] };
const stateOf = (p: Prefs): State => ({
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
  const { t, locale } = useI18n();
  const gql = useGql();
  const data = useQuery({
    queryKey: ["preferences"],
    queryFn: () =>
      gql<{ me: Prefs | null; getJobCategories: Array<{ id: string; name: string; engTrans: string }> }>(LOAD),
  }).data;
  const [state, setState] = useState<State | null>(null);
  const [saved, setSaved] = useState<State | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (data?.me) {
      setState(stateOf(data.me));
      setSaved(stateOf(data.me));
    }
  }, [data]);
  const toggle = (key: "categories" | "regions", value: string) =>
    state && setState({
      ...state,
      [key]: state[key].includes(value) ? state[key].filter((x) => x !== value) : [...state[key], value],
    });
  const changed = JSON.stringify(state) !== JSON.stringify(saved);
  return (
    <SideMenuLayout title={t("profile.preferences")}>
      {state && data && (
        <form
          data-testid="preferences-form"
          className={css({ display: "flex", flexDirection: "column", gap: "6", maxW: "760px" })}
          onSubmit={async (event) => {
            event.preventDefault();
            setBusy(true);
            try {
              const r = await gql<{ setPreferences: { user: Prefs } }>(SAVE, {
                input: {
                  isSubscribedOnJobsMailing: state.mailing,
                  jobCategories: state.categories,
                  regions: state.regions,
                },
              });
              setSaved(stateOf(r.setPreferences.user));
              showToast("top", { type: "success", title: t("profile.saved") });
            } catch (e) {
              showToast("top", {
                type: "error",
                title: t((e as { i18nKey?: string }).i18nKey ?? "errors.INTERNAL_SERVER_ERROR"),
              });
            } finally {
              setBusy(false);
            }
          }}
        >
          <label className={css({ display: "flex", gap: "3", alignItems: "center", fontWeight: "semibold" })}>
            <input
              type="checkbox"
              data-testid="jobs-mailing"
              checked={state.mailing}
              onChange={(e) => setState({ ...state, mailing: e.target.checked })}
            />
            {t("profile.mailing")}
          </label>
          <fieldset className={css({ border: 0, p: 0, display: "flex", flexWrap: "wrap", gap: "2" })}>
            <legend className={css({ fontWeight: "semibold", mb: "2" })}>{t("profile.categoriesLabel")}</legend>
            {data.getJobCategories.map((c) => (
              <button
                key={c.id}
                type="button"
                className={chip}
                aria-pressed={state.categories.includes(c.id)}
                onClick={() => toggle("categories", c.id)}
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
                onClick={() => toggle("regions", r)}
                data-testid={`pref-region-${r}`}
              >
                {t(`jobs.regionNames.${r}`)}
              </button>
            ))}
          </fieldset>
          <button type="submit" className={primaryButton} disabled={!changed || busy} data-testid="preferences-save">
            {busy ? t("auth.sending") : t("profile.save")}
          </button>
        </form>
      )}
    </SideMenuLayout>
  );
}
