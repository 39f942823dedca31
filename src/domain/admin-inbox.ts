// The back office's inbox (/admin/inbox): the kinds of stored message it lists, their statuses, its filters (read from
// the URL by the screen, parsed by the resolver with the same schemas) and the reply form's rule. Messages are i18n
// keys of the adminInbox namespace.
import * as v from "valibot";
import { isSingleLine } from "./validation.ts";

/** Where a message is stored: support_messages, lead_contacts, lead_requests, partnership_requests. */
export const INBOX_KINDS = ["support", "leadContact", "leadRequest", "partnershipRequest"] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** new until the team answers (a reply was mailed) or closes it; reopening makes it new again. */
export const INBOX_STATUSES = ["new", "answered", "closed"] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

export const INBOX_SORTS = ["newest", "oldest"] as const;
export type InboxSort = (typeof INBOX_SORTS)[number];

export const INBOX_PAGE_SIZE = 25;

/**
 * Which form a lead request came from. The table keeps no form name: the contact form of an expert's or a partner's
 * page composes its subject as "Expert / …" or "Partner / …" in the page's language (contactSubject), and the
 * send-request dialog's subject is what the visitor typed.
 */
export const LEAD_REQUEST_ORIGINS = ["sendRequest", "expertContact", "partnerContact"] as const;
export type LeadRequestOrigin = (typeof LEAD_REQUEST_ORIGINS)[number];

export const InboxKindSchema = v.picklist(INBOX_KINDS, "adminInbox.errors.unknownKind");

export const InboxStatusSchema = v.picklist(INBOX_STATUSES, "adminInbox.errors.unknownStatus");

/** A stored message's id: every source table's key is a uuid; anything else names nothing. */
export const InboxItemIdSchema = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.uuid("adminInbox.errors.notFound"),
);

export const InboxItemRefSchema = v.object({ kind: InboxKindSchema, id: InboxItemIdSchema });

const optional = <T extends v.GenericSchema>(schema: T) => v.optional(v.nullable(schema), null);

/** The list's filters (all optional): kind, status, a search in the sender's name and e-mail, subject and text. */
export const InboxFilterSchema = v.object({
  kind: optional(InboxKindSchema),
  status: optional(InboxStatusSchema),
  search: optional(v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(200, "adminInbox.errors.searchTooLong"),
    v.check(isSingleLine, "errors.controlCharacters"),
  )),
  sort: optional(v.picklist(INBOX_SORTS, "errors.BAD_USER_INPUT")),
});

export type InboxFilterInput = v.InferOutput<typeof InboxFilterSchema>;

/** The reply form, shared by the screen and adminReplyToInboxItem. */
export const InboxReplySchema = v.object({
  subject: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty("adminInbox.errors.subjectRequired"),
    v.maxLength(200, "adminInbox.errors.subjectTooLong"),
    v.check(isSingleLine, "adminInbox.errors.subjectOneLine"),
  ),
  body: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty("adminInbox.errors.bodyRequired"),
    v.maxLength(10_000, "adminInbox.errors.bodyTooLong"),
    // Line breaks and tabs are the text's own; a NUL byte is nobody's (the database refuses it too).
    v.check((text) => !text.includes("\0"), "errors.controlCharacters"),
  ),
});

export type InboxReplyInput = v.InferOutput<typeof InboxReplySchema>;

/** The key a retried reply is known by: chosen by the screen when the reply is composed (a uuid), optional. */
export const InboxReplyIdSchema = optional(v.pipe(v.string(), v.uuid("errors.BAD_USER_INPUT")));

/** The subject a reply starts with: "Re: " and the message's own, once, within the 200 characters a subject may have. */
export function replySubject(subject: string | null | undefined, fallback: string): string {
  const base = (subject ?? "").replace(/[\p{Cc}\u2028\u2029]+/gu, " ").trim() || fallback;
  const text = /^re:/i.test(base) ? base : `Re: ${base}`;
  return text.slice(0, 200);
}

/** The audit log's id of a message: its kind and its row's id. */
export const inboxEntityId = (kind: InboxKind, id: string) => `${kind}:${id}`;
