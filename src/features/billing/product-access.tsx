// What a bought product gives (spec 03): its external link, marathon booking, learning path (else the articles),
// downloadable files, coach consultation booking. The API answers these only to a buyer; files download as blobs
// under their own names through the short-lived signed links it minted.
import { useState } from "react";
import { css } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";
import { LocaleLink } from "../../ui/locale-link.tsx";
import type { ProductAccessFragment } from "./purchases.generated.ts";

const link = css({
  display: "inline-flex",
  alignItems: "center",
  gap: "2",
  color: "accentDark",
  fontWeight: "semibold",
  textDecoration: "underline",
  cursor: "pointer",
  _disabled: { opacity: 0.6, cursor: "wait" },
});

function FileButton({ file }: { file: { fileName: string; url: string } }) {
  const { t } = useI18n();
  const [state, setState] = useState<"idle" | "busy" | "failed">("idle");
  return (
    <span className={css({ display: "inline-flex", gap: "2", alignItems: "center", flexWrap: "wrap" })}>
      <button
        type="button"
        className={link}
        disabled={state === "busy"}
        data-testid="download-file"
        onClick={async () => {
          setState("busy");
          try {
            const res = await fetch(file.url, { credentials: "same-origin" });
            if (!res.ok) throw new Error(String(res.status));
            const blob = await res.blob();
            const href = URL.createObjectURL(blob);
            const a = document.createElement("a");
            a.href = href;
            a.download = file.fileName;
            document.body.appendChild(a);
            a.click();
            a.remove();
            setTimeout(() => URL.revokeObjectURL(href), 10_000);
            setState("idle");
          } catch {
            setState("failed");
          }
        }}
      >
        ⬇ {file.fileName}
      </button>
      {state === "failed" && (
        <span role="alert" className={css({ color: "danger" })}>{t("purchases.downloadFailed")}</span>
      )}
    </span>
  );
}

export function ProductAccessLinks({ product }: { product: ProductAccessFragment }) {
  const { t } = useI18n();
  const items: Array<{ key: string; node: React.ReactNode }> = [];
  if (product.externalAccessLinkProps) {
    items.push({
      key: "external",
      node: (
        <a href={product.externalAccessLinkProps.url} target="_blank" rel="noopener noreferrer" className={link}>
          {t("purchases.openAccess")}
        </a>
      ),
    });
  }
  if (product.accessToMarathonProps) {
    items.push({
      key: "marathon",
      node: (
        <a
          href={product.accessToMarathonProps.linkForBooking}
          target="_blank"
          rel="noopener noreferrer"
          className={link}
        >
          {t("purchases.bookMarathon", { title: product.accessToMarathonProps.marathonTitle })}
        </a>
      ),
    });
  }
  if (product.accessToLearningPathProps) {
    const path = product.accessToLearningPathProps.learningPath;
    items.push({
      key: "path",
      node: (
        <LocaleLink
          {...(path
            ? { to: "/$locale/courses/$slug", params: { slug: path.slug } } as const
            : { to: "/$locale/articles" } as const)}
          className={link}
        >
          {path ? t("purchases.openPath", { title: path.title }) : t("purchases.openArticles")}
        </LocaleLink>
      ),
    });
  }
  for (const file of product.downloadableMediaProps?.files ?? []) {
    items.push({ key: `file-${file.id}`, node: <FileButton file={file} /> });
  }
  if (product.consultationWithCoachProps) {
    const { coach, linkForBooking } = product.consultationWithCoachProps;
    items.push({
      key: "coach",
      node: (
        <a href={linkForBooking} target="_blank" rel="noopener noreferrer" className={link}>
          {t("purchases.bookCoach", { name: `${coach.firstName} ${coach.lastName}`.trim() })}
        </a>
      ),
    });
  }
  if (!items.length) return <p className={css({ color: "muted" })}>{t("purchases.noAccessYet")}</p>;
  return (
    <ul data-testid="access-links" className={css({ display: "flex", flexDirection: "column", gap: "2" })}>
      {items.map((item) => <li key={item.key}>{item.node}</li>)}
    </ul>
  );
}
