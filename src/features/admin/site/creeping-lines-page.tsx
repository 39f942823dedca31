// /admin/site/creeping-lines: the strip above the header. Each line has an audience (visitors, signed-in non-members,
// club members; at least one) and may be for one signed-in person (by e-mail) in it; of the published lines a viewer
// may see, the one with the highest priority shows (decision 146). The screen says which line each audience sees now,
// and which lines a higher-priority one hides (decision 177). The list and its editor are described for the kit's
// CollectionScreen.
import { useState } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import * as v from "valibot";
import { css, cx } from "styled-system/css";
import { AdminCreepingLineInputSchema, AUDIENCES } from "../../../domain/admin-site-content.ts";
import { invitesToJoin } from "../../../domain/site.ts";
import type { Language } from "../../../lib/graphql-types.generated.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import type { FieldSpec } from "../kit/collection-screen.tsx";
import type { Column } from "../kit/data-table.tsx";
import { hintClass } from "../kit/form-field.tsx";
import { stackedTable, tableBox, tableClass } from "../kit/styles.ts";
import { useDeleteCreepingLine, useSaveCreepingLine } from "./mutations.ts";
import { adminCreepingLinesQuery } from "./queries.ts";
import type { AdminCreepingLineFieldsFragment } from "./site-content.generated.ts";
import {
  AudienceChecks,
  audienceNames,
  Hint,
  ItemCell,
  publishingFields,
  SiteCollectionScreen,
  statusColumn,
} from "./site-content-ui.tsx";

const emptyValues = (language: Language) => ({
  text: "",
  link: "",
  textColor: "#ffffff",
  backgroundColor: "#1b1464",
  bgOpacityPercentage: "100",
  priority: "0",
  conditionEmail: "",
  // A new line is for everyone, as a line was before it had an audience.
  isFree: true,
  isRegistered: true,
  isPaid: true,
  language,
  published: true,
});

type Form = ReturnType<typeof emptyValues>;

/** A number field's text as the schema takes it (NaN when it is not one, which the schema refuses). */
const numberOf = (text: string) => text.trim() === "" ? undefined : Number(text.trim());

const inputOf = (form: Form) => ({
  ...form,
  bgOpacityPercentage: numberOf(form.bgOpacityPercentage),
  priority: numberOf(form.priority),
});

/** The schema checks the input sent: the numbers read from their text (the schema's own type has them optional). */
const schema = v.pipe(
  v.custom<Form>(() => true),
  v.transform(inputOf),
  AdminCreepingLineInputSchema as unknown as v.GenericSchema<ReturnType<typeof inputOf>>,
);

export function AdminCreepingLinesPage() {
  const { t } = useI18n();
  const gql = useGql();
  // Every line, whatever the filter: what each audience sees now.
  const all = useSuspenseQuery(adminCreepingLinesQuery(gql, {})).data;
  // The line just saved, when a line that comes first hides it from some of its audience.
  const [shadowed, setShadowed] = useState<AdminCreepingLineFieldsFragment | null>(null);
  const columns: Column<AdminCreepingLineFieldsFragment>[] = [
    {
      key: "item",
      header: t("adminSite.columns.item"),
      className: css({ minW: "200px", overflowWrap: "anywhere" }),
      cell: (line) => (
        <ItemCell title={line.text}>
          <Hint>{t(`adminSite.languages.${line.language}`)} · {line.link ?? "—"}</Hint>
        </ItemCell>
      ),
    },
    {
      key: "audience",
      header: t("adminSite.columns.audience"),
      className: css({ minW: "120px", overflowWrap: "anywhere" }),
      cell: (line) => (
        <>
          <div>{audienceNames(line, t)}</div>
          {line.conditionEmail && <Hint>{t("adminSite.onlyFor", { email: line.conditionEmail })}</Hint>}
        </>
      ),
    },
    { key: "priority", header: t("adminSite.columns.priority"), cell: (line) => line.priority },
    statusColumn(t),
    {
      key: "reach",
      header: t("adminSite.creepingNow.column"),
      className: css({ minW: "180px", overflowWrap: "anywhere" }),
      testId: "creeping-line-reach",
      cell: (line) => <ReachNotes line={line} />,
    },
  ];
  const fields: FieldSpec<Form>[] = [
    { kind: "text", name: "text", label: t("adminSite.fields.text"), maxLength: 300, wide: true },
    {
      kind: "text",
      name: "link",
      label: t("adminSite.fields.link"),
      hint: t("adminSite.fields.linkHint"),
      maxLength: 1000,
    },
    {
      kind: "custom",
      key: "audience",
      render: (form) => (
        <AudienceChecks
          form={form}
          // Not a refusal: the admin may mean it, but a member is already in the club.
          note={(values) =>
            values.isPaid === true && invitesToJoin(String(values.link).trim())
              ? t("adminSite.fields.joinLinkForMembers")
              : undefined}
        />
      ),
    },
    {
      kind: "text",
      name: "conditionEmail",
      label: t("adminSite.fields.conditionEmail"),
      hint: t("adminSite.fields.conditionEmailHint"),
      type: "email",
      inputMode: "email",
      maxLength: 254,
    },
    { kind: "text", name: "textColor", label: t("adminSite.fields.textColor"), maxLength: 7 },
    { kind: "text", name: "backgroundColor", label: t("adminSite.fields.backgroundColor"), maxLength: 7 },
    { kind: "number", name: "bgOpacityPercentage", label: t("adminSite.fields.bgOpacityPercentage") },
    {
      kind: "number",
      name: "priority",
      label: t("adminSite.fields.priority"),
      hint: t("adminSite.fields.priorityHint"),
    },
    ...publishingFields(t),
  ];
  return (
    <SiteCollectionScreen
      kind="creepingLines"
      query={adminCreepingLinesQuery}
      above={
        <>
          {shadowed && (
            <div role="status" className={shadowedClass} data-testid="creeping-line-shadowed">
              <p className={css({ fontWeight: "semibold" })}>{t("adminSite.creepingNow.shadowed")}</p>
              <ReachNotes line={shadowed} onlyHidden />
              <p>
                {t("adminSite.creepingNow.howToShow", {
                  priority: Math.max(...shadowed.reach.map((r) => r.hiddenBy?.priority ?? -Infinity)),
                })}
              </p>
            </div>
          )}
          <ShownNow lines={all} />
        </>
      }
      onOpen={() => setShadowed(null)}
      columns={columns}
      fields={fields}
      schema={schema}
      newValues={emptyValues}
      nameOf={(line) => line.text}
      inputOf={inputOf}
      save={useSaveCreepingLine()}
      onSaved={(data) => {
        const line = data.adminSaveCreepingLine;
        const hidden = line.reach.some((r) => !r.shown);
        setShadowed(hidden ? line : null);
        return hidden ? null : { key: "adminSite.messages.saved" };
      }}
      remove={useDeleteCreepingLine()}
    />
  );
}

const shadowedClass = css({
  display: "flex",
  flexDirection: "column",
  gap: "2",
  p: "4",
  borderRadius: "lg",
  border: "1px solid",
  borderColor: "accentLine",
  bg: "accentSoft",
});

/** Whom a line reaches now: a draft nobody; a published line, the audiences it shows to and the line hiding it from the others. */
function ReachNotes({ line, onlyHidden = false }: { line: AdminCreepingLineFieldsFragment; onlyHidden?: boolean }) {
  const { t } = useI18n();
  if (line.status !== "PUBLISHED") return onlyHidden ? null : <span>{t("adminSite.creepingNow.draft")}</span>;
  const shown = line.reach.filter((r) => r.shown).map((r) => t(`adminSite.audiences.${r.audience}`));
  const hidden = line.reach.filter((r) => !r.shown && r.hiddenBy);
  return (
    <ul className={css({ display: "flex", flexDirection: "column", gap: "1" })}>
      {!onlyHidden && shown.length > 0 && <li>{t("adminSite.creepingNow.shownTo", { audiences: shown.join(", ") })}
      </li>}
      {hidden.map((r) => (
        <li key={r.audience} className={css({ color: "danger" })}>
          {t("adminSite.creepingNow.hiddenFrom", {
            audience: t(`adminSite.audiences.${r.audience}`),
            text: r.hiddenBy!.text,
            priority: r.hiddenBy!.priority,
          })}
        </li>
      ))}
    </ul>
  );
}

/**
 * What each audience sees now, per language: the published line for everyone that the site picks (a line for one
 * e-mail is that person's only), and the rule that picks it.
 */
function ShownNow({ lines }: { lines: AdminCreepingLineFieldsFragment[] }) {
  const { t } = useI18n();
  const shownFor = (language: Language, audience: (typeof AUDIENCES)[number]) =>
    lines.find((line) =>
      line.language === language && line.conditionEmail === null &&
      line.reach.some((r) => r.audience === audience && r.shown)
    );
  return (
    <section
      aria-labelledby="creeping-lines-now"
      className={css({ display: "flex", flexDirection: "column", gap: "2" })}
      data-testid="creeping-lines-now"
    >
      <h2 id="creeping-lines-now" className={css({ fontSize: "lg", fontWeight: "bold" })}>
        {t("adminSite.creepingNow.title")}
      </h2>
      <p className={css({ maxW: "3xl" })}>{t("adminSite.creepingNow.rule")}</p>
      <div className={tableBox}>
        <table className={cx(tableClass, stackedTable)}>
          <thead>
            <tr>
              <th scope="col">{t("adminSite.creepingNow.language")}</th>
              {AUDIENCES.map((audience) => <th key={audience} scope="col">{t(`adminSite.audiences.${audience}`)}</th>)}
            </tr>
          </thead>
          <tbody>
            {(["ru", "en"] as const).map((language) => (
              <tr key={language} data-language={language}>
                <th scope="row" className={css({ textAlign: "start" })}>{t(`adminSite.languages.${language}`)}</th>
                {AUDIENCES.map((audience) => {
                  const line = shownFor(language, audience);
                  return (
                    <td key={audience} data-audience={audience} className={css({ overflowWrap: "anywhere" })}>
                      {/* On a phone the row is a card without the column headings: each cell names its audience. */}
                      <span className={css({ fontWeight: "semibold", display: { base: "inline", md: "none" } })}>
                        {t(`adminSite.audiences.${audience}`)}:{" "}
                      </span>
                      {line
                        ? (
                          <>
                            {line.text}{" "}
                            <span className={hintClass}>
                              ({t("adminSite.creepingNow.priority", { priority: line.priority })})
                            </span>
                          </>
                        )
                        : <span className={hintClass}>{t("adminSite.creepingNow.none")}</span>}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
