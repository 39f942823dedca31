// /admin/site/banners: the home page's slider, described for the kit's CollectionScreen: the list in each language's
// order (move up and down), who sees each slide, and the editor (checked with the schema adminSaveBanner parses).
import { css } from "styled-system/css";
import { AdminBannerInputSchema } from "../../../domain/admin-site-content.ts";
import type { Language } from "../../../lib/graphql-types.generated.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import type { FieldSpec } from "../kit/collection-screen.tsx";
import type { Column } from "../kit/data-table.tsx";
import { useDeleteBanner, useMoveBanner, useSaveBanner } from "./mutations.ts";
import { adminBannersQuery } from "./queries.ts";
import type { AdminBannerFieldsFragment } from "./site-content.generated.ts";
import {
  AudienceChecks,
  audienceNames,
  Hint,
  ItemCell,
  publishingFields,
  SiteCollectionScreen,
  statusColumn,
} from "./site-content-ui.tsx";

/** A new banner's values: the form's, as the schema takes them. */
const emptyValues = (language: Language) => ({
  title: "",
  text: "",
  extraText: "",
  buttonTitle: "",
  href: "",
  nextLink: "",
  image: "",
  imageMobile: "",
  isFree: true,
  isRegistered: false,
  isPaid: false,
  language,
  published: true,
});

type Form = ReturnType<typeof emptyValues>;

export function AdminBannersPage() {
  const { t } = useI18n();
  const columns: Column<AdminBannerFieldsFragment>[] = [
    {
      key: "item",
      header: t("adminSite.columns.item"),
      className: css({ minW: "200px", overflowWrap: "anywhere" }),
      cell: (banner) => (
        <ItemCell title={banner.title}>
          {banner.text && <Hint>{banner.text}</Hint>}
          <Hint>{t(`adminSite.languages.${banner.language}`)} · {banner.href ?? "—"}</Hint>
        </ItemCell>
      ),
    },
    {
      key: "audience",
      header: t("adminSite.columns.audience"),
      className: css({ minW: "140px" }),
      cell: (banner) => audienceNames(banner, t),
    },
    statusColumn(t),
  ];
  const fields: FieldSpec<Form>[] = [
    { kind: "text", name: "title", label: t("adminSite.fields.title"), maxLength: 200, wide: true },
    { kind: "text", name: "text", label: t("adminSite.fields.text"), maxLength: 1000, wide: true },
    { kind: "text", name: "extraText", label: t("adminSite.fields.extraText"), maxLength: 1000, wide: true },
    { kind: "text", name: "buttonTitle", label: t("adminSite.fields.buttonTitle"), maxLength: 100 },
    {
      kind: "text",
      name: "href",
      label: t("adminSite.fields.href"),
      hint: t("adminSite.fields.linkHint"),
      maxLength: 1000,
    },
    { kind: "text", name: "image", label: t("adminSite.fields.image"), maxLength: 1000 },
    { kind: "text", name: "imageMobile", label: t("adminSite.fields.imageMobile"), maxLength: 1000 },
    { kind: "custom", key: "audience", render: (form) => <AudienceChecks form={form} /> },
    { kind: "stack", key: "publishing", fields: publishingFields(t) },
  ];
  return (
    <SiteCollectionScreen
      kind="banners"
      query={adminBannersQuery}
      columns={columns}
      fields={fields}
      schema={AdminBannerInputSchema}
      newValues={emptyValues}
      nameOf={(banner) => banner.title}
      save={useSaveBanner()}
      remove={useDeleteBanner()}
      move={useMoveBanner()}
    />
  );
}
