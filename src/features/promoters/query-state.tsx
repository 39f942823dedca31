// A block's data as it arrives: its content once there, "Something went wrong" when its query failed (the other
// blocks stay usable), a quiet placeholder while it loads (the loader has usually read it already).
import type { ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { css } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";

export function QueryState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useI18n();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    return <p role="alert" className={css({ color: "danger" })}>{t("errors.INTERNAL_SERVER_ERROR")}</p>;
  }
  return <p aria-busy="true" className={css({ color: "muted" })}>…</p>;
}
