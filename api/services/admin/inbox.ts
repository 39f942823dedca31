// The back office's inbox: one list over the messages the site's forms store in their own domains' tables (support,
// lead contacts, lead requests, partnership requests), read as one UNION ALL in SQL, with the inbox's own state
// (admin_inbox_states: new until answered or closed) and the team's replies (admin_inbox_replies). Writes run in one
// transaction with their audit entry; a reply's mail is the transaction's last step, so a reply is recorded exactly
// when its mail was handed over (a provider's refusal rolls the reply, the status and the audit entry back).
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { type DbOrTx, escapeLike, rowsOf, toCount } from "../../../db/client.ts";
import { adminInboxReplies, adminInboxStates, users } from "../../../db/schema/index.ts";
import {
  INBOX_KINDS,
  INBOX_PAGE_SIZE,
  inboxEntityId,
  type InboxFilterInput,
  type InboxKind,
  type InboxReplyInput,
  type InboxStatus,
  type LeadRequestOrigin,
} from "../../../src/domain/admin-inbox.ts";
import { type Locale, localePath } from "../../../src/domain/locale.ts";
import { escapeHtml } from "../../../src/domain/html.ts";
import { dictionaries } from "../../../i18n/dictionaries.ts";
import { createTranslator } from "../../../i18n/translator.ts";
import { formatDate } from "../../../i18n/format.ts";
import { type Mail, type Mailer, oneLineHeader } from "../../integrations/mail.ts";
import { type AdminActor, recordAudit } from "./audit.ts";

export type InboxRef = { kind: InboxKind; id: string };

export type InboxReply = {
  id: string;
  authorEmail: string | null;
  toEmail: string;
  subject: string;
  body: string;
  createdAt: Date;
};

export type InboxItem = {
  kind: InboxKind;
  id: string;
  /** The form within the kind: a lead request's sendRequest | expertContact | partnerContact, a partnership
   * request's company | expert | recruiter | media | enquiry; null for the others. */
  origin: string | null;
  name: string | null;
  email: string;
  /** The account that sent it, when one was signed in. */
  userId: string | null;
  subject: string | null;
  message: string;
  language: Locale;
  /** The form's other fields (telegram, company, website …), only those that were filled. */
  details: Array<{ field: string; value: string }>;
  createdAt: Date;
  status: InboxStatus;
  statusUpdatedAt: Date | null;
};

/** The forms' fields besides the message that the item shows, in the forms' order. */
export const INBOX_DETAIL_FIELDS = [
  "groups",
  "telegram",
  "company",
  "role",
  "profession",
  "website",
  "socialNetworks",
  "partnershipGoal",
] as const;

/** A refusal the resolver turns into its GraphQL error. */
export class InboxError extends Error {
  constructor(readonly code: "NOT_FOUND" | "REPLY_ID_TAKEN" | "MAIL_FAILED", message: string) {
    super(message);
    this.name = "InboxError";
  }
}

/** The contact form's subject begins with the page's kind in the page's language ("Expert / …", "Партнёр / …"). */
function subjectTypes(namespace: "experts" | "partners"): string[] {
  return (["ru", "en"] as const).map((locale) => {
    const profile = (dictionaries[locale][namespace] as Record<string, Record<string, string>>).profile;
    return `${escapeLike(profile.subjectType)} / %`;
  });
}

const startsWithAny = (column: SQL, patterns: string[]) =>
  sql.join(patterns.map((p) => sql`${column} like ${p}`), sql` or `);

/**
 * Every stored message as one row shape: kind, id, origin, name, email, user_id, subject, message, language, details
 * (a JSON object of the form's other fields), created_at. One branch per source table.
 */
function inboxSources(): SQL {
  const leadOrigin: SQL = sql`case
      when ${startsWithAny(sql`r.subject`, subjectTypes("experts"))} then ${"expertContact" satisfies LeadRequestOrigin}
      when ${
    startsWithAny(sql`r.subject`, subjectTypes("partners"))
  } then ${"partnerContact" satisfies LeadRequestOrigin}
      else ${"sendRequest" satisfies LeadRequestOrigin} end`;
  return sql`
    select 'support'::text as kind, s.id, null::text as origin,
      nullif(trim(u.first_name || ' ' || u.last_name), '') as name, u.email, s.user_id,
      s.title as subject, s.message, u.language::text as language, '{}'::jsonb as details, s.created_at
    from support_messages s join users u on u.id = s.user_id
    union all
    select 'leadContact'::text, c.id, null::text, c.name, c.email, c.user_id,
      null::text, ''::text, c.language, jsonb_build_object('groups', array_to_string(c.groups, ', ')), c.created_at
    from lead_contacts c
    union all
    select 'leadRequest'::text, r.id, (${leadOrigin})::text, r.name, r.email, r.user_id,
      r.subject, r.message, r.language, jsonb_build_object('telegram', r.telegram), r.created_at
    from lead_requests r
    union all
    select 'partnershipRequest'::text, p.id, p.kind, p.name, p.email, p.user_id,
      case when p.kind = 'enquiry' then p.partnership_goal end, coalesce(p.more_details, ''), p.language,
      jsonb_build_object('company', p.company, 'role', p.role, 'profession', p.profession, 'website', p.website,
        'socialNetworks', p.social_networks,
        'partnershipGoal', case when p.kind = 'enquiry' then null else p.partnership_goal end),
      p.created_at
    from partnership_requests p`;
}

/** The sources with their state: status (new when the inbox has no row for it) and when it last changed. */
const inboxRows = () =>
  sql`(select i.*, coalesce(st.status, 'new') as status, st.updated_at as status_updated_at
    from (${inboxSources()}) i
    left join admin_inbox_states st on st.kind = i.kind and st.item_id = i.id) items`;

type Row = {
  kind: InboxKind;
  id: string;
  origin: string | null;
  name: string | null;
  email: string;
  user_id: string | null;
  subject: string | null;
  message: string;
  language: string;
  details: Record<string, unknown> | string | null;
  created_at: Date | string;
  status: InboxStatus;
  status_updated_at: Date | string | null;
};

function itemOf(row: Row): InboxItem {
  const details = typeof row.details === "string" ? JSON.parse(row.details) : row.details ?? {};
  return {
    kind: row.kind,
    id: row.id,
    origin: row.origin,
    name: row.name,
    email: row.email,
    userId: row.user_id,
    subject: row.subject,
    message: row.message,
    language: row.language === "en" ? "en" : "ru",
    // In the forms' order (jsonb keeps its keys in its own).
    details: INBOX_DETAIL_FIELDS.flatMap((field) => {
      const value = (details as Record<string, unknown>)[field];
      return typeof value === "string" && value.trim() !== "" ? [{ field, value }] : [];
    }),
    createdAt: new Date(row.created_at),
    status: row.status,
    statusUpdatedAt: row.status_updated_at ? new Date(row.status_updated_at) : null,
  };
}

function whereOf(filter: InboxFilterInput): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filter.kind) conditions.push(sql`kind = ${filter.kind}`);
  if (filter.status) conditions.push(sql`status = ${filter.status}`);
  if (filter.search) {
    const like = `%${escapeLike(filter.search)}%`;
    conditions.push(
      sql`(email ilike ${like} or coalesce(name, '') ilike ${like} or coalesce(subject, '') ilike ${like}
        or message ilike ${like})`,
    );
  }
  return sql.join(conditions, sql` and `);
}

export type InboxPage = { items: InboxItem[]; total: number; newByKind: Record<InboxKind, number> };

/** A page of the list (INBOX_PAGE_SIZE), the filter's total, and how many messages of each kind are new. */
export async function listInbox(db: DbOrTx, filter: InboxFilterInput, page: number): Promise<InboxPage> {
  const where = whereOf(filter);
  const direction = filter.sort === "oldest" ? sql`asc` : sql`desc`;
  const rows = rowsOf<Row>(
    await db.execute(sql`select * from ${inboxRows()} where ${where}
      order by created_at ${direction}, id ${direction}
      limit ${INBOX_PAGE_SIZE} offset ${(page - 1) * INBOX_PAGE_SIZE}`),
  );
  const [{ total }] = rowsOf<{ total: unknown }>(
    await db.execute(sql`select count(*) as total from ${inboxRows()} where ${where}`),
  );
  return { items: rows.map(itemOf), total: toCount(total), newByKind: await countNewInbox(db) };
}

/** How many messages of each kind are new (the list's chips, the back office's overview). */
export async function countNewInbox(db: DbOrTx): Promise<Record<InboxKind, number>> {
  const counts = rowsOf<{ kind: InboxKind; n: unknown }>(
    await db.execute(sql`select kind, count(*) as n from ${inboxRows()} where status = 'new' group by kind`),
  );
  const newByKind = Object.fromEntries(INBOX_KINDS.map((kind) => [kind, 0])) as Record<InboxKind, number>;
  for (const { kind, n } of counts) newByKind[kind] = toCount(n);
  return newByKind;
}

/** One message, or null when its kind has no row of that id. */
export async function findInboxItem(db: DbOrTx, ref: InboxRef): Promise<InboxItem | null> {
  const [row] = rowsOf<Row>(
    await db.execute(sql`select * from ${inboxRows()} where kind = ${ref.kind} and id = ${ref.id}::uuid`),
  );
  return row ? itemOf(row) : null;
}

/** The replies of the given messages, oldest first, keyed by `${kind}:${id}`. */
export async function listInboxReplies(db: DbOrTx, refs: InboxRef[]): Promise<Map<string, InboxReply[]>> {
  const result = new Map<string, InboxReply[]>();
  if (refs.length === 0) return result;
  const rows = await db.select({
    id: adminInboxReplies.id,
    kind: adminInboxReplies.kind,
    itemId: adminInboxReplies.itemId,
    authorEmail: users.email,
    toEmail: adminInboxReplies.toEmail,
    subject: adminInboxReplies.subject,
    body: adminInboxReplies.body,
    createdAt: adminInboxReplies.createdAt,
  }).from(adminInboxReplies)
    .leftJoin(users, eq(users.id, adminInboxReplies.authorId))
    .where(inArray(adminInboxReplies.itemId, [...new Set(refs.map((r) => r.id))]))
    .orderBy(asc(adminInboxReplies.createdAt), asc(adminInboxReplies.id));
  for (const { kind, itemId, ...reply } of rows) {
    const key = inboxEntityId(kind as InboxKind, itemId);
    result.set(key, [...(result.get(key) ?? []), reply]);
  }
  return result;
}

/** The item's state row, made if missing and locked for the rest of the transaction: its status before the write. */
async function lockState(tx: DbOrTx, ref: InboxRef, now: Date): Promise<InboxStatus> {
  await tx.insert(adminInboxStates).values({ kind: ref.kind, itemId: ref.id, status: "new", updatedAt: now })
    .onConflictDoNothing();
  const [state] = await tx.select({ status: adminInboxStates.status }).from(adminInboxStates)
    .where(and(eq(adminInboxStates.kind, ref.kind), eq(adminInboxStates.itemId, ref.id))).for("update");
  return state.status as InboxStatus;
}

async function writeStatus(tx: DbOrTx, ref: InboxRef, status: InboxStatus, actor: AdminActor, now: Date) {
  await tx.update(adminInboxStates).set({ status, updatedAt: now, updatedById: actor.id })
    .where(and(eq(adminInboxStates.kind, ref.kind), eq(adminInboxStates.itemId, ref.id)));
}

/**
 * Sets a message's status and records it in the audit log, in one transaction. Setting the status it already has
 * changes nothing and records nothing.
 */
export async function setInboxStatus(
  db: DbOrTx,
  actor: AdminActor,
  ref: InboxRef,
  status: InboxStatus,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await findInboxItem(tx, ref))) throw new InboxError("NOT_FOUND", "No such message");
    const before = await lockState(tx, ref, now);
    if (before === status) return;
    await writeStatus(tx, ref, status, actor, now);
    await recordAudit(tx, actor, {
      operation: "adminSetInboxStatus",
      entity: "inboxItem",
      entityId: inboxEntityId(ref.kind, ref.id),
      before: { status: before },
      after: { status },
    }, now);
  });
}

/**
 * The reply's mail to the sender, in the language they wrote in: the greeting, the team's text as they wrote it
 * (escaped: it is text, not markup) and a footer naming the message it answers. The subject is one line.
 */
export function inboxReplyMail(item: InboxItem, reply: InboxReplyInput, origin: string): Mail {
  const t = createTranslator(item.language, dictionaries[item.language]);
  const firstName = item.name?.trim().split(/\s+/)[0] ?? "";
  const hello = firstName ? t("adminInbox.mail.helloName", { name: firstName }) : t("adminInbox.mail.hello");
  const date = formatDate(item.createdAt, item.language);
  const about = item.subject?.trim()
    ? t("adminInbox.mail.about", { date, subject: oneLineHeader(item.subject.trim()) })
    : t("adminInbox.mail.aboutNoSubject", { date });
  const signature = t("adminInbox.mail.signature");
  const link = `${origin}${localePath(item.language, "/")}`;
  const paragraphs = reply.body.split(/\r?\n\s*\r?\n/).map((p) => p.trim()).filter(Boolean);
  return {
    to: item.email,
    subject: oneLineHeader(reply.subject),
    text: [hello, reply.body, `${signature}\n${link}`, about].join("\n\n"),
    html: [
      `<p>${escapeHtml(hello)}</p>`,
      ...paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\r?\n/g, "<br>")}</p>`),
      `<p>${escapeHtml(signature)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      `<p style="color:#6b7280;font-size:13px">${escapeHtml(about)}</p>`,
    ].join(""),
  };
}

export type ReplyResult = { replyId: string; repeated: boolean };

/**
 * Replies to a message: stores the reply, marks the message answered, records the audit entry and, last, hands the
 * mail to the mailer, all in one transaction. A mailer that refuses rolls all of it back (InboxError MAIL_FAILED):
 * nothing is marked answered that was not sent, and the screen keeps the text to send again.
 *
 * `replyId` (chosen by the screen when the reply is composed) makes a retry safe: the reply's row is written first
 * under that id, so a second request with it (a double click, a retry after a lost answer) waits for the first and
 * then finds it — nothing is sent twice. Without one, every call is a new reply.
 */
export async function replyToInboxItem(
  db: DbOrTx,
  mailer: Mailer,
  actor: AdminActor,
  ref: InboxRef,
  reply: InboxReplyInput,
  options: { replyId?: string | null; now: Date; origin: string },
): Promise<ReplyResult> {
  const replyId = options.replyId ?? crypto.randomUUID();
  const { now } = options;
  return await db.transaction(async (tx) => {
    const item = await findInboxItem(tx, ref);
    if (!item) throw new InboxError("NOT_FOUND", "No such message");
    const [claimed] = await tx.insert(adminInboxReplies).values({
      id: replyId,
      kind: ref.kind,
      itemId: ref.id,
      authorId: actor.id,
      toEmail: item.email,
      subject: reply.subject,
      body: reply.body,
      createdAt: now,
    }).onConflictDoNothing().returning({ id: adminInboxReplies.id });
    if (!claimed) {
      const [earlier] = await tx.select({ kind: adminInboxReplies.kind, itemId: adminInboxReplies.itemId })
        .from(adminInboxReplies).where(eq(adminInboxReplies.id, replyId));
      if (earlier?.kind !== ref.kind || earlier.itemId !== ref.id) {
        throw new InboxError("REPLY_ID_TAKEN", "This reply id belongs to another message");
      }
      return { replyId, repeated: true };
    }
    const before = await lockState(tx, ref, now);
    await writeStatus(tx, ref, "answered", actor, now);
    await recordAudit(tx, actor, {
      operation: "adminReplyToInboxItem",
      entity: "inboxItem",
      entityId: inboxEntityId(ref.kind, ref.id),
      before: { status: before, replyId: null, replyTo: null, replySubject: null },
      after: { status: "answered", replyId, replyTo: item.email, replySubject: reply.subject },
    }, now);
    const mail = inboxReplyMail(item, reply, options.origin);
    try {
      await (mailer.within?.(tx) ?? mailer).send(mail);
    } catch (error) {
      console.error("inbox: the reply was not sent:", error instanceof Error ? error.message : error);
      throw new InboxError("MAIL_FAILED", "The reply could not be sent");
    }
    return { replyId, repeated: false };
  });
}
