// /admin/learning-paths/new and /admin/learning-paths/{id}: a learning path's editor — title, address, language,
// description (rich text), hero picture and video, announcement only, how many steps are open to everyone, and its
// ordered steps (learning-path-steps.tsx). Validated with the schema adminSaveLearningPath parses with
// (learning-path-form.ts).
import { LANGUAGES } from "../../../domain/enums.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { useRouteItem } from "../kit/editor-save.ts";
import { ContentStatusBadges, useContentEditor, useUploadPicture } from "../kit/content-form.tsx";
import { EditorScreen } from "../kit/editor-screen.tsx";
import { FieldList } from "../kit/field-list.tsx";
import { CheckRow } from "../kit/fields.tsx";
import { wide } from "../kit/form-field.tsx";
import { RichTextField } from "../kit/rich-text/rich-text-field.tsx";
import { Section } from "../kit/section.tsx";
import { learningPathForm } from "./learning-path-form.ts";
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
  const path = useRouteItem(adminLearningPathQuery);
  return path && <LearningPathEditor key={path.id} path={path} />;
}

function LearningPathEditor({ path }: { path: AdminLearningPathDetail | null }) {
  const { t } = useI18n();
  const save = useSaveLearningPath();
  const publish = usePublishLearningPath();
  const unpublish = useUnpublishLearningPath();
  const archive = useArchiveLearningPath();
  const uploadPicture = useUploadPicture();
  const busy = save.isPending || publish.isPending || unpublish.isPending || archive.isPending;
  const editor = useContentEditor({
    item: path,
    form: learningPathForm,
    messages: "adminArticles.paths.messages",
    fixErrors: "adminArticles.errors.fixErrors",
    itemRoute: "/$locale/admin/learning-paths/$id",
    writes: {
      save: async (input) => (await save.mutateAsync({ input })).adminSaveLearningPath,
      publish: async (id) => (await publish.mutateAsync({ id })).adminPublishLearningPath,
      unpublish: async (id) => (await unpublish.mutateAsync({ id })).adminUnpublishLearningPath,
      archive: async (id) => (await archive.mutateAsync({ id })).adminArchiveLearningPath,
    },
    publicHref: (item) => `/${item.language}/courses/${item.slug}/`,
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
      {...editor.bar}
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
