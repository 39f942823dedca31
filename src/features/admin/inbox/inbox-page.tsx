// /admin/inbox: the messages the site's forms store, one list: how many are new of each kind, filters (kind, status,
// search, order) and the page in the URL, new messages marked; each opens its own screen.
import { css, cx } from "styled-system/css";
import { INBOX_KINDS, INBOX_SORTS, INBOX_STATUSES } from "../../../domain/admin-inbox.ts";
import { formatDateTime } from "../../../../i18n/format.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { usePageLocation } from "../../../lib/page-location.tsx";
import { LocaleLink } from "../../../ui/locale-link.tsx";
import { inboxQueryString, parseInboxSearch } from "./search.ts";
import { inboxQuery } from "./queries.ts";
import { kindLabel, senderName, StatusBadge } from "./inbox-labels.tsx";
import { ListPager } from "../kit/list-pager.tsx";
import { filterFieldsIn } from "../kit/list-filter.ts";
import { ListFilters } from "../kit/list-filter-form.tsx";
import { useListQuery } from "../kit/list-url.ts";
import { screenTitle } from "../kit/styles.ts";

const card = css({
  display: "grid",
  gridTemplateColumns: { base: "1fr", md: "minmax(180px, 240px) 1fr auto" },
  gap: { base: "1", md: "4" },
  alignItems: "start",
  bg: "white",
  borderRadius: "lg",
  border: "1px solid",
  borderColor: "line",
  borderLeftWidth: "4px",
  p: { base: "3", md: "4" },
  color: "ink",
  _hover: { borderColor: "brandLight" },
  _focusVisible: { outline: "2px solid", outlineColor: "brand", outlineOffset: "2px" },
  "&[data-new=true]": { borderLeftColor: "accent", bg: "#fffaf7" },
});

export function InboxPage() {
  const { t, locale } = useI18n();
  const filter = filterFieldsIn(t, "adminInbox.list");
  const { pathname } = usePageLocation();
  const { url, list: inbox } = useListQuery(parseInboxSearch, inboxQuery);
  const { search } = url;
  const chip = css({
    display: "inline-flex",
    gap: "2",
    alignItems: "center",
    px: "3",
    py: "1.5",
    borderRadius: "full",
    border: "1px solid",
    borderColor: "line",
    bg: "white",
    fontSize: "sm",
    fontWeight: "medium",
    _hover: { borderColor: "brand" },
    _focusVisible: { outline: "2px solid", outlineColor: "brand" },
    "&[aria-current=true]": { borderColor: "brand", bg: "brand", color: "white" },
  });
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "5" })}>
      <div>
        <h1 className={screenTitle}>{t("adminInbox.heading")}</h1>
        <p className={css({ color: "muted", mt: "1" })}>{t("adminInbox.lead")}</p>
      </div>
      <nav aria-label={t("adminInbox.list.newCounts")}>
        <ul className={css({ display: "flex", flexWrap: "wrap", gap: "2" })} data-testid="inbox-new-counts">
          {inbox.newByKind.map(({ kind, count }) => {
            const current = search.kind === kind && search.status === "new";
            return (
              <li key={kind}>
                <a
                  className={chip}
                  href={`${pathname}${inboxQueryString({ kind, status: "new" })}`}
                  aria-current={current ? "true" : undefined}
                  data-kind={kind}
                >
                  {t(`adminInbox.kinds.${kind}`)}
                  <span
                    className={css({
                      minW: "6",
                      textAlign: "center",
                      borderRadius: "full",
                      px: "1.5",
                      fontWeight: "bold",
                      bg: count > 0 ? "accent" : "surface",
                      color: count > 0 ? "white" : "muted",
                    })}
                  >
                    <span className={css({ srOnly: true })}>{t("adminInbox.statuses.new")}:</span> {count}
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      <ListFilters
        url={url}
        grid={css({
          gridTemplateColumns: {
            base: "1fr",
            sm: "repeat(2, minmax(0, 1fr))",
            lg: "minmax(0, 2fr) repeat(3, minmax(0, 1fr))",
          },
        })}
        actionsClass={css({ gridColumn: { sm: "1 / -1" } })}
        fields={[
          filter.search("search", { maxLength: 200 }),
          filter.anyOf("kind", "anyKind", INBOX_KINDS, "adminInbox.kinds"),
          filter.anyOf("status", "anyStatus", INBOX_STATUSES, "adminInbox.statuses"),
          filter.oneOf("sort", INBOX_SORTS, "adminInbox.sorts"),
        ]}
      />
      <p aria-live="polite" data-testid="inbox-total">{t("admin.list.total", { count: inbox.total })}</p>
      {inbox.items.length === 0
        ? <p>{t("admin.list.empty")}</p>
        : (
          <ul className={css({ display: "flex", flexDirection: "column", gap: "2" })} data-testid="inbox-list">
            {inbox.items.map((item) => {
              const isNew = item.status === "new";
              const subject = item.subject?.trim();
              return (
                <li key={`${item.kind}:${item.id}`}>
                  <LocaleLink
                    to="/$locale/admin/inbox/$kind/$id"
                    params={{ kind: item.kind, id: item.id }}
                    className={card}
                    data-new={isNew ? "true" : undefined}
                    data-testid="inbox-item"
                    data-kind={item.kind}
                  >
                    <span className={css({ display: "flex", flexDirection: "column", gap: "1", minW: 0 })}>
                      <span className={css({ display: "flex", gap: "2", alignItems: "center", flexWrap: "wrap" })}>
                        <StatusBadge status={item.status} />
                        <span className={css({ fontSize: "sm", color: "muted" })}>{kindLabel(t, item)}</span>
                      </span>
                      <span className={css({ fontWeight: "semibold", overflowWrap: "anywhere" })}>
                        {senderName(item)}
                      </span>
                      {item.name && (
                        <span className={css({ fontSize: "sm", color: "muted", overflowWrap: "anywhere" })}>
                          {item.email}
                        </span>
                      )}
                    </span>
                    <span className={css({ display: "flex", flexDirection: "column", gap: "1", minW: 0 })}>
                      <span
                        className={cx(
                          css({ overflowWrap: "anywhere" }),
                          isNew ? css({ fontWeight: "bold" }) : css({ fontWeight: "medium" }),
                        )}
                      >
                        {subject || t("adminInbox.list.noSubject")}
                      </span>
                      {item.message && (
                        <span
                          className={css({
                            color: "muted",
                            fontSize: "sm",
                            lineClamp: 2,
                            overflowWrap: "anywhere",
                          })}
                        >
                          {item.message}
                        </span>
                      )}
                    </span>
                    <span
                      className={css({
                        display: "flex",
                        flexDirection: { base: "row", md: "column" },
                        gap: { base: "3", md: "1" },
                        alignItems: { base: "center", md: "flex-end" },
                        fontSize: "sm",
                        color: "muted",
                        whiteSpace: "nowrap",
                      })}
                    >
                      <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, locale)}</time>
                      {item.replies.length > 0 && (
                        <span>{t("adminInbox.list.replies", { count: item.replies.length })}</span>
                      )}
                    </span>
                  </LocaleLink>
                </li>
              );
            })}
          </ul>
        )}
      <ListPager {...url.pager(inbox)} total={inbox.total} />
    </div>
  );
}
