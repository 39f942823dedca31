// /admin/site/seo: each page's title and description for search engines and link previews (a stored text wins over
// the page's own), described for the kit's CollectionScreen. The editor counts the characters left (70 for a title,
// 200 for a description).
import { css } from "styled-system/css";
import { AdminSeoTagInputSchema, SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from "../../../domain/admin-site-content.ts";
import type { Language } from "../../../lib/graphql-types.generated.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import type { FieldSpec } from "../kit/collection-screen.tsx";
import type { Column } from "../kit/data-table.tsx";
import { useDeleteSeoTag, useSaveSeoTag } from "./mutations.ts";
import { adminSeoTagsQuery } from "./queries.ts";
import type { AdminSeoTagFieldsFragment } from "./site-content.generated.ts";
import { Hint, ItemCell, SiteCollectionScreen } from "./site-content-ui.tsx";

/** A new text starts with the URL of the filter's language's home page. */
const emptyValues = (language: Language) => ({ url: `/${language}/`, title: "", description: "" });

type Form = ReturnType<typeof emptyValues>;

export function AdminSeoPage() {
  const { t } = useI18n();
  const columns: Column<AdminSeoTagFieldsFragment>[] = [
    {
      key: "page",
      header: t("adminSite.columns.page"),
      className: css({ minW: "120px", overflowWrap: "anywhere" }),
      cell: (tag) => <a href={tag.url} className={css({ color: "brand", textDecoration: "underline" })}>{tag.url}</a>,
    },
    {
      key: "title",
      header: t("adminSite.columns.title"),
      className: css({ minW: "220px", overflowWrap: "anywhere" }),
      cell: (tag) => (
        <ItemCell title={tag.title}>
          <Hint>{tag.description}</Hint>
        </ItemCell>
      ),
    },
  ];
  /** A text with its limit: the count of characters left is the field's hint. */
  const limited = (name: "title" | "description", label: string, max: number): FieldSpec<Form> => ({
    kind: "text",
    name,
    label,
    wide: true,
    hint: (value) => t("adminSite.fields.charactersLeft", { count: max - value.length }),
  });
  const fields: FieldSpec<Form>[] = [
    {
      kind: "text",
      name: "url",
      label: t("adminSite.fields.url"),
      hint: t("adminSite.fields.urlHint"),
      maxLength: 500,
      wide: true,
    },
    limited("title", t("adminSite.fields.seoTitle"), SEO_TITLE_MAX),
    limited("description", t("adminSite.fields.seoDescription"), SEO_DESCRIPTION_MAX),
  ];
  return (
    <SiteCollectionScreen
      kind="seo"
      query={adminSeoTagsQuery}
      columns={columns}
      fields={fields}
      schema={AdminSeoTagInputSchema}
      newValues={emptyValues}
      nameOf={(tag) => tag.url}
      save={useSaveSeoTag()}
      remove={useDeleteSeoTag()}
    />
  );
}
