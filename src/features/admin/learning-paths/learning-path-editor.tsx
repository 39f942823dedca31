// /admin/learning-paths/new and /admin/learning-paths/{id}: a learning path's editor — title, address, language,
// description (rich text), hero picture and video, announcement only, how many steps are open to everyone, and its
// ordered steps (learning-path-steps.tsx). Validated with the schema adminSaveLearningPath parses with
// (learning-path-form.ts).
import { useSuspenseQuery } from "@tanstack/react-query";
import { useParams } from "@tanstack/react-router";
import { LANGUAGES } from "../../../domain/enums.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { linkHref } from "../../../ui/locale-link.tsx";
import { ContentStatusBadges, useUploadPicture } from "../kit/content-form.tsx";
import { useEditorSave } from "../kit/editor-save.ts";
import { EditorScreen, viewLink } from "../kit/editor-screen.tsx";
import { FieldList } from "../kit/field-list.tsx";
import { CheckRow } from "../kit/fields.tsx";
import { wide } from "../kit/form-field.tsx";
import { RichTextField } from "../kit/rich-text/rich-text-field.tsx";
import { Section } from "../kit/section.tsx";
import { emptyLearningPath, inputOf, LearningPathSchema, valuesOf } from "./learning-path-form.ts";
import { LearningPathSteps } from "./learning-path-steps.tsx";
import {
  useArchiveLearningPath,
  usePublishLearningPath,
  useSaveLearningPath,
  useUnpublishLearningPath,
} from "./mutations.ts";
import { type AdminLearningPathDetail, adminLearningPathQuery } from "./queries.ts";

export function NewLearningPathPage() {
  return <LearningPathEditor path={null} />;
}

export function EditLearningPathPage() {
  const { id } = useParams({ strict: false }) as { id: string };
  const path = useSuspenseQuery(adminLearningPathQuery(useGql(), id)).data;
  if (!path) return null;
  return <LearningPathEditor key={path.id} path={path} />;
}

function LearningPathEditor({ path }: { path: AdminLearningPathDetail | null }) {
  const { t, locale } = useI18n();
  const save = useSaveLearningPath();
  const publish = usePublishLearningPath();
  const unpublish = useUnpublishLearningPath();
  const archive = useArchiveLearningPath();
  const uploadPicture = useUploadPicture();
  const busy = save.isPending || publish.isPending || unpublish.isPending || archive.isPending;
  const editor = useEditorSave({
    item: path,
    empty: emptyLearningPath(locale),
    valuesOf,
    schema: LearningPathSchema,
    messages: "adminArticles.paths.messages",
    fixErrors: "adminArticles.errors.fixErrors",
    announced: ["saved", "published"],
    save: async (values, { id, andPublish }) => {
      const saved = (await save.mutateAsync({ input: { ...inputOf(values), id } })).adminSaveLearningPath;
      return andPublish ? (await publish.mutateAsync({ id: saved.id })).adminPublishLearningPath : saved;
    },
    doneOf: ({ andPublish }) => andPublish ? "published" : "saved",
    hrefOf: (id) => linkHref({ to: "/$locale/admin/learning-paths/$id", params: { id } }, locale),
  });
  const { form, current: saved } = editor;
  const status = saved?.status ?? null;
  const f = (name: string) => t(`adminArticles.paths.fields.${name}`);

  return (
    <EditorScreen
      back={{ target: { to: "/$locale/admin/learning-paths" }, label: t("adminArticles.paths.backToList") }}
      title={t(saved ? "adminArticles.paths.editHeading" : "adminArticles.paths.newHeading")}
      badges={status && <ContentStatusBadges status={status} />}
      outcome={editor.outcome}
      outcomeTestId="admin-path"
      testId="admin-path-form"
      onSubmit={() => void form.handleSubmit()}
      busy={busy}
      sticky={false}
      submit={{
        label: t(
          status === null || status === "DRAFT" ? "adminArticles.buttons.saveDraft" : "adminArticles.buttons.save",
        ),
        busyLabel: t("adminArticles.buttons.busy"),
      }}
      actions={[
        status !== "PUBLISHED" && {
          label: t(saved ? "adminArticles.buttons.saveAndPublish" : "adminArticles.buttons.publish"),
          onClick: () => void form.handleSubmit({ andPublish: true }),
          primary: true,
        },
        saved && status === "PUBLISHED" && {
          label: t("adminArticles.buttons.unpublish"),
          onClick: () =>
            void editor.act(
              async () => (await unpublish.mutateAsync({ id: saved.id })).adminUnpublishLearningPath,
              "unpublished",
            ),
        },
        saved && status !== "ARCHIVED" && {
          label: t("adminArticles.buttons.archive"),
          onClick: () =>
            void editor.act(
              async () => (await archive.mutateAsync({ id: saved.id })).adminArchiveLearningPath,
              "archived",
            ),
        },
      ]}
      links={saved && status === "PUBLISHED" && (
        <a href={`/${saved.language}/courses/${saved.slug}/`} className={viewLink}>
          {t("adminArticles.actions.viewOnSite")}
        </a>
      )}
    >
      <Section title={t("adminArticles.paths.main")}>
        <FieldList
          form={form}
          fields={[
            { kind: "text", name: "title", label: f("title"), wide: true },
            {
              kind: "text",
              name: "slug",
              label: t("adminArticles.fields.slug"),
              hint: t("adminArticles.fields.slugHint"),
            },
            {
              kind: "select",
              name: "language",
              label: t("adminArticles.fields.language"),
              options: LANGUAGES.map((l) => ({ value: l, label: t(`adminArticles.languages.${l}`) })),
            },
            {
              kind: "custom",
              key: "description",
              render: () => (
                <form.AppField name="description">
                  {() => <RichTextField label={f("description")} onUploadPicture={uploadPicture} />}
                </form.AppField>
              ),
            },
            { kind: "text", name: "heroPic", label: f("heroPic"), wide: true },
            { kind: "text", name: "heroVideoUrl", label: f("heroVideoUrl"), wide: true },
            {
              kind: "number",
              name: "countAvailableArticles",
              label: f("countAvailableArticles"),
              hint: f("countAvailableHint"),
            },
          ]}
        />
        <div className={wide}>
          <form.AppField name="announcementOnly">{() => <CheckRow label={f("announcementOnly")} />}</form.AppField>
        </div>
      </Section>
      <LearningPathSteps form={form} />
    </EditorScreen>
  );
}
