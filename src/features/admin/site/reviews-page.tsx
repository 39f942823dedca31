// /admin/site/reviews: members' reviews on the home and subscription pages, in each language's order (move up and
// down), described for the kit's CollectionScreen (checked with the schema adminSaveReview parses).
import { css } from "styled-system/css";
import { AdminReviewInputSchema, REVIEW_CATEGORIES } from "../../../domain/admin-site-content.ts";
import type { Language } from "../../../lib/graphql-types.generated.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { useFieldContext } from "../../../ui/form/form.ts";
import type { FieldSpec } from "../kit/collection-screen.tsx";
import type { Column } from "../kit/data-table.tsx";
import { checkbox, checkRow, groupClass } from "../kit/styles.ts";
import { useDeleteReview, useMoveReview, useSaveReview } from "./mutations.ts";
import { adminReviewsQuery } from "./queries.ts";
import type { AdminReviewFieldsFragment } from "./site-content.generated.ts";
import { Hint, ItemCell, publishingFields, SiteCollectionScreen, statusColumn } from "./site-content-ui.tsx";

const emptyValues = (language: Language) => ({
  firstName: "",
  lastName: "",
  position: "",
  title: "",
  text: "",
  picture: "",
  categories: [...REVIEW_CATEGORIES] as string[],
  language,
  published: true,
});

type Form = ReturnType<typeof emptyValues>;

const nameOf = (r: { firstName: string; lastName: string }) => `${r.firstName} ${r.lastName}`.trim();

/** Where a review shows: a check per page in a named group (the categories field, a list). */
function CategoryChecks() {
  const { t } = useI18n();
  const field = useFieldContext<string[]>();
  const categories = field.state.value;
  return (
    <fieldset className={groupClass}>
      <legend>{t("adminSite.fields.categories")}</legend>
      {REVIEW_CATEGORIES.map((category) => (
        <label key={category} className={checkRow}>
          <input
            type="checkbox"
            className={checkbox}
            name="categories"
            value={category}
            checked={categories.includes(category)}
            onChange={(e) =>
              field.handleChange(
                e.target.checked ? [...categories, category] : categories.filter((c) => c !== category),
              )}
          />
          {t(`adminSite.fields.categoryNames.${category}`)}
        </label>
      ))}
    </fieldset>
  );
}

export function AdminReviewsPage() {
  const { t } = useI18n();
  const columns: Column<AdminReviewFieldsFragment>[] = [
    {
      key: "author",
      header: t("adminSite.columns.author"),
      className: css({ minW: "140px", overflowWrap: "anywhere" }),
      cell: (review) => (
        <ItemCell title={nameOf(review)}>
          {review.position && <Hint>{review.position}</Hint>}
          <Hint>{t(`adminSite.languages.${review.language}`)}</Hint>
        </ItemCell>
      ),
    },
    {
      key: "item",
      header: t("adminSite.columns.item"),
      className: css({ minW: "220px", overflowWrap: "anywhere" }),
      cell: (review) => <div className={css({ lineClamp: 3 })}>{review.text}</div>,
    },
    statusColumn(t),
  ];
  const fields: FieldSpec<Form>[] = [
    { kind: "text", name: "firstName", label: t("adminSite.fields.firstName"), maxLength: 100 },
    { kind: "text", name: "lastName", label: t("adminSite.fields.lastName"), maxLength: 100 },
    { kind: "text", name: "position", label: t("adminSite.fields.position"), maxLength: 200 },
    { kind: "text", name: "title", label: t("adminSite.fields.reviewTitle"), maxLength: 200 },
    { kind: "textarea", name: "text", label: t("adminSite.fields.reviewText"), maxLength: 3000, rows: 6, wide: true },
    { kind: "text", name: "picture", label: t("adminSite.fields.picture"), maxLength: 1000 },
    {
      kind: "custom",
      key: "categories",
      render: (form) => <form.AppField name="categories">{() => <CategoryChecks />}</form.AppField>,
    },
    ...publishingFields(t),
  ];
  return (
    <SiteCollectionScreen
      kind="reviews"
      query={adminReviewsQuery}
      columns={columns}
      fields={fields}
      schema={AdminReviewInputSchema}
      newValues={emptyValues}
      nameOf={nameOf}
      save={useSaveReview()}
      remove={useDeleteReview()}
      move={useMoveReview()}
    />
  );
}
