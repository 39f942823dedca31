// The back office's article editor with its preview drawn by the public article's own component (ArticleView), for a
// reader of the chosen tier: the I18n context's tier is that reader's, so the badge and the gate are theirs too, and
// the article's data is the server's shaping for that tier (adminArticlePreview). Composed here so neither feature
// imports the other.
import type { PreviewTier } from "../domain/admin-articles.ts";
import { I18nProvider, useI18n } from "../lib/i18n.tsx";
import { EditArticlePage, NewArticlePage } from "../features/admin/articles/article-editor.tsx";
import type { AdminArticlePreview } from "../features/admin/articles/queries.ts";
import { ArticleView } from "../features/articles/article-page.tsx";

function ArticlePreview({ article, tier }: { article: AdminArticlePreview; tier: PreviewTier }) {
  const { locale, t } = useI18n();
  return (
    <I18nProvider locale={locale} t={t} viewerTier={tier}>
      <ArticleView article={article} />
    </I18nProvider>
  );
}

const renderPreview = (article: AdminArticlePreview, tier: PreviewTier) => (
  <ArticlePreview article={article} tier={tier} />
);

export function AdminNewArticleScreen() {
  return <NewArticlePage renderPreview={renderPreview} />;
}

export function AdminEditArticleScreen() {
  return <EditArticlePage renderPreview={renderPreview} />;
}
