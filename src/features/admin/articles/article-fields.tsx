// The article editor's fields, section by section: main, text (the rich-text editor), media (the cover uploaded or
// linked, the video), access, promotion, author and button. Each is a field component of the admin kit on the form.
import { useId, useRef, useState } from "react";
import { css, cx } from "styled-system/css";
import { LANGUAGES, READ_ACCESS_LEVELS } from "../../../domain/enums.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { errorKeyOf } from "../../../lib/use-gql-mutation.ts";
import { FieldList } from "../kit/field-list.tsx";
import { CheckRow, NumberField, TextField } from "../kit/fields.tsx";
import { hintClass, wide } from "../kit/form-field.tsx";
import { RichTextField } from "../kit/rich-text/rich-text-field.tsx";
import { Section } from "../kit/section.tsx";
import { labelClass, smallButton } from "../kit/styles.ts";
import type { ArticleForm } from "./article-form.ts";

export function ArticleFields(
  { form, uploadPicture, onCover }: {
    form: ArticleForm;
    uploadPicture: (file: File) => Promise<string>;
    /** What became of a cover upload: the message's i18n key, and whether it failed. */
    onCover: (outcome: { key: string; isError?: boolean } | null) => void;
  },
) {
  const { t } = useI18n();
  const f = (name: string) => t(`adminArticles.fields.${name}`);
  const languages = LANGUAGES.map((l) => ({ value: l, label: t(`adminArticles.languages.${l}`) }));
  const access = READ_ACCESS_LEVELS.map((a) => ({ value: a, label: t(`adminArticles.access.${a}`) }));
  return (
    <>
      <Section title={t("adminArticles.sections.main")}>
        <FieldList
          form={form}
          fields={[
            { kind: "text", name: "title", label: f("title"), wide: true, maxLength: 250 },
            { kind: "text", name: "slug", label: f("slug"), hint: f("slugHint"), maxLength: 151 },
            { kind: "select", name: "language", label: f("language"), options: languages },
            {
              kind: "textarea",
              name: "description",
              label: f("description"),
              hint: f("descriptionHint"),
              wide: true,
              maxLength: 2000,
            },
          ]}
        />
      </Section>

      <Section title={t("adminArticles.sections.text")}>
        <form.AppField name="articleText">
          {() => <RichTextField label={f("articleText")} hint={f("articleTextHint")} onUploadPicture={uploadPicture} />}
        </form.AppField>
      </Section>

      <Section title={t("adminArticles.sections.media")}>
        <CoverPicture form={form} uploadPicture={uploadPicture} onCover={onCover} />
        <FieldList
          form={form}
          fields={[
            { kind: "text", name: "picture", label: f("picture"), wide: true, maxLength: 1000 },
            { kind: "text", name: "video", label: f("video"), hint: f("videoHint"), wide: true, maxLength: 1000 },
          ]}
        />
      </Section>

      <Section title={t("adminArticles.sections.access")}>
        <FieldList
          form={form}
          fields={[{ kind: "select", name: "readAccess", label: f("readAccess"), options: access }]}
        />
        <div className={cx(labelClass, wide)}>
          <form.AppField name="hideHalf">
            {() => <CheckRow label={f("hideHalf")} hint={f("hideHalfHint")} />}
          </form.AppField>
        </div>
      </Section>

      <Section title={t("adminArticles.sections.promotion")}>
        <div className={cx(labelClass, wide)}>
          <form.AppField name="isFeatured">{() => <CheckRow label={f("isFeatured")} />}</form.AppField>
        </div>
        <form.Subscribe selector={(state) => state.values.isFeatured}>
          {(isFeatured) =>
            isFeatured && (
              <form.AppField name="featureOrder">
                {() => <NumberField label={f("featureOrder")} hint={f("featureOrderHint")} />}
              </form.AppField>
            )}
        </form.Subscribe>
        <form.AppField name="tags">{() => <TextField label={f("tags")} hint={f("tagsHint")} wide />}</form.AppField>
      </Section>

      <Section title={t("adminArticles.sections.author")}>
        <FieldList
          form={form}
          fields={[
            { kind: "text", name: "authorFirstName", label: f("authorFirstName"), maxLength: 100 },
            { kind: "text", name: "authorLastName", label: f("authorLastName"), maxLength: 100 },
            { kind: "text", name: "authorAvatar", label: f("authorAvatar"), wide: true, maxLength: 1000 },
            { kind: "text", name: "buttonLink", label: f("buttonLink"), maxLength: 1000 },
            { kind: "text", name: "buttonTitle", label: f("buttonTitle"), maxLength: 100 },
          ]}
        />
      </Section>
    </>
  );
}

/** The cover: the picture shown, a button that uploads one (POST /api/admin/pictures), and one that removes it. */
function CoverPicture(
  { form, uploadPicture, onCover }: {
    form: ArticleForm;
    uploadPicture: (file: File) => Promise<string>;
    onCover: (outcome: { key: string; isError?: boolean } | null) => void;
  },
) {
  const { t } = useI18n();
  const [uploading, setUploading] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const hintId = `${useId()}-cover-hint`;
  const onChosen = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    onCover(null);
    try {
      form.setFieldValue("picture", await uploadPicture(file));
      onCover({ key: "adminArticles.messages.pictureUploaded" });
    } catch (error) {
      const key = errorKeyOf(error);
      onCover({ key: /^adminArticles\.errors\./.test(key) ? key : "adminArticles.errors.uploadFailed", isError: true });
    } finally {
      setUploading(false);
      if (input.current) input.current.value = "";
    }
  };
  return (
    <form.Subscribe selector={(state) => state.values.picture}>
      {(picture) => (
        <div className={cx(labelClass, wide)}>
          {picture && (
            <img
              src={picture}
              alt={t("adminArticles.fields.coverAlt")}
              data-testid="admin-article-cover"
              className={css({ maxW: "320px", w: "full", h: "auto", borderRadius: "lg", bg: "surface" })}
            />
          )}
          <div className={css({ display: "flex", flexWrap: "wrap", gap: "2", alignItems: "center" })}>
            <label className={cx(smallButton, css({ cursor: "pointer" }))}>
              {uploading ? t("adminArticles.fields.pictureUploading") : t("adminArticles.fields.pictureUpload")}
              <input
                ref={input}
                type="file"
                accept="image/png,image/jpeg,image/webp"
                data-testid="admin-article-cover-file"
                className={css({ srOnly: true })}
                aria-describedby={hintId}
                disabled={uploading}
                onChange={(e) => void onChosen(e.target.files?.[0])}
              />
            </label>
            {picture && (
              <button type="button" className={smallButton} onClick={() => form.setFieldValue("picture", "")}>
                {t("adminArticles.fields.pictureRemove")}
              </button>
            )}
          </div>
          <span id={hintId} className={hintClass}>{t("adminArticles.fields.pictureHint")}</span>
        </div>
      )}
    </form.Subscribe>
  );
}
