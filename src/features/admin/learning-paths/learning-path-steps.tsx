// A learning path's ordered steps: each an article of the path's language, its text and a video mark, reordered with
// Move up / Move down buttons (no drag-only gesture), removed, or added at the end. One array field of the form.
import { useRef } from "react";
import { useStore } from "@tanstack/react-form";
import { useQuery } from "@tanstack/react-query";
import { css, cx } from "styled-system/css";
import type { Language } from "../../../lib/graphql-types.generated.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { fieldErrorKey } from "../../../ui/form/form.ts";
import { CheckRow, SelectField, TextField } from "../kit/fields.tsx";
import { errorText, hintClass, wide } from "../kit/form-field.tsx";
import { Section } from "../kit/section.tsx";
import { smallButton } from "../kit/styles.ts";
import { type LearningPathForm, newStep } from "./learning-path-form.ts";
import { adminStepArticleChoicesQuery } from "./queries.ts";

export function LearningPathSteps({ form }: { form: LearningPathForm }) {
  const { t } = useI18n();
  // A step's article is one of the path's language.
  const language = useStore(form.store, (state) => state.values.language);
  const gql = useGql();
  const choicesQuery = useQuery(adminStepArticleChoicesQuery(gql, language as Language));
  const choices = choicesQuery.data ?? [];
  const list = useRef<HTMLOListElement>(null);
  const articleOptions = [
    { value: "", label: t("adminArticles.paths.chooseArticle") },
    ...choices.map((a) => ({
      value: a.id,
      label: a.status === "PUBLISHED" ? a.title : `${a.title} (${t("adminArticles.paths.draftArticle")})`,
    })),
  ];
  return (
    <Section title={t("adminArticles.paths.steps")}>
      <p className={cx(hintClass, wide)}>{t("adminArticles.paths.stepsHint")}</p>
      <form.AppField name="steps" mode="array">
        {(steps) => {
          const error = fieldErrorKey(steps.state.meta);
          const count = steps.state.value.length;
          const move = (index: number, by: -1 | 1) => {
            steps.moveValue(index, index + by);
            // Keep the focus on the same step's button after the move, so a keyboard user can press it again.
            requestAnimationFrame(() => {
              const item = list.current?.children[index + by];
              const button = item?.querySelector<HTMLButtonElement>(`[data-move="${by < 0 ? "up" : "down"}"]`);
              (button && !button.disabled ? button : item?.querySelector("select"))?.focus();
            });
          };
          return (
            <>
              {error && <p className={cx(errorText, wide)}>{t(error)}</p>}
              {count === 0 && <p className={wide}>{t("adminArticles.paths.noSteps")}</p>}
              <ol
                ref={list}
                className={cx(wide, css({ display: "flex", flexDirection: "column", gap: "3", listStyle: "none" }))}
              >
                {steps.state.value.map((step, index) => {
                  const n = index + 1;
                  return (
                    <li
                      key={step.key}
                      data-testid="admin-path-step"
                      className={css({ border: "1px solid", borderColor: "line", borderRadius: "lg", p: "3" })}
                    >
                      <fieldset className={css({ border: "none", p: 0, m: 0, minW: 0 })}>
                        <legend className={css({ fontWeight: "bold", mb: "2" })}>
                          {t("adminArticles.paths.step", { n })}
                        </legend>
                        <div
                          className={css({
                            display: "grid",
                            gridTemplateColumns: { base: "1fr", md: "repeat(2, minmax(0, 1fr))" },
                            gap: "3",
                          })}
                        >
                          <form.AppField name={`steps[${index}].articleId`}>
                            {() => (
                              <SelectField label={t("adminArticles.paths.stepArticle")} options={articleOptions} />
                            )}
                          </form.AppField>
                          <form.AppField name={`steps[${index}].text`}>
                            {() => <TextField label={t("adminArticles.paths.stepText")} maxLength={300} />}
                          </form.AppField>
                        </div>
                        <div
                          className={css({
                            display: "flex",
                            flexWrap: "wrap",
                            gap: "2",
                            alignItems: "center",
                            mt: "2",
                            "& > label": { flex: 1, minW: "200px" },
                          })}
                        >
                          <form.AppField name={`steps[${index}].hasVideo`}>
                            {() => <CheckRow label={t("adminArticles.paths.stepHasVideo")} />}
                          </form.AppField>
                          <button
                            type="button"
                            data-move="up"
                            className={smallButton}
                            disabled={index === 0}
                            aria-label={t("adminArticles.paths.moveUp", { n })}
                            onClick={() =>
                              move(index, -1)}
                          >
                            ↑
                          </button>
                          <button
                            type="button"
                            data-move="down"
                            className={smallButton}
                            disabled={index === count - 1}
                            aria-label={t("adminArticles.paths.moveDown", { n })}
                            onClick={() => move(index, 1)}
                          >
                            ↓
                          </button>
                          <button
                            type="button"
                            className={smallButton}
                            aria-label={t("adminArticles.paths.removeStep", { n })}
                            onClick={() => steps.removeValue(index)}
                          >
                            ✕
                          </button>
                        </div>
                      </fieldset>
                    </li>
                  );
                })}
              </ol>
              <div className={wide}>
                <button
                  type="button"
                  className={smallButton}
                  data-testid="admin-path-add-step"
                  onClick={() => steps.pushValue(newStep())}
                >
                  + {t("adminArticles.paths.addStep")}
                </button>
              </div>
            </>
          );
        }}
      </form.AppField>
    </Section>
  );
}
