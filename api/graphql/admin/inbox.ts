// The back office's inbox (/admin/inbox): the list, one message, its status and the reply mailed from the screen.
// Each resolver authorizes, parses with the shared schemas (src/domain/admin-inbox.ts) and calls the service.
import * as v from "valibot";
import { AdminPageSchema } from "../../../src/domain/admin.ts";
import {
  INBOX_KINDS,
  INBOX_PAGE_SIZE,
  inboxEntityId,
  InboxFilterSchema,
  InboxItemRefSchema,
  InboxReplyIdSchema,
  InboxReplySchema,
  InboxStatusSchema,
} from "../../../src/domain/admin-inbox.ts";
import {
  findInboxItem,
  InboxError,
  type InboxItem,
  type InboxRef,
  type InboxReply,
  listInbox,
  listInboxReplies,
  replyToInboxItem,
  setInboxStatus,
} from "../../services/admin/inbox.ts";
import type { DbOrTx } from "../../../db/client.ts";
import type { AdminInboxItem, Resolvers } from "../generated/resolvers.ts";
import { appError, parseInput } from "../errors.ts";
import { authorizeAdmin } from "./guard.ts";

const replyOut = (reply: InboxReply) => ({ ...reply, createdAt: reply.createdAt.toISOString() });

function itemOut(item: InboxItem, replies: InboxReply[]): AdminInboxItem {
  return {
    ...item,
    createdAt: item.createdAt.toISOString(),
    statusUpdatedAt: item.statusUpdatedAt?.toISOString() ?? null,
    replies: replies.map(replyOut),
  };
}

const notFound = () => appError("NOT_FOUND", "No such message", { i18nKey: "adminInbox.errors.notFound" });

/** The kind and id named by the arguments: an unknown kind or a malformed id is refused before any SQL. */
function refOf(args: { kind: string; id: string }): InboxRef {
  const result = v.safeParse(InboxItemRefSchema, args);
  if (result.success) return result.output;
  // A malformed id names no message: the same answer as an id that is not there.
  if (result.issues.some((issue) => v.getDotPath(issue) === "id")) throw notFound();
  return parseInput(InboxItemRefSchema, args);
}

async function loadItem(db: DbOrTx, ref: InboxRef): Promise<AdminInboxItem> {
  const item = await findInboxItem(db, ref);
  if (!item) throw notFound();
  const replies = await listInboxReplies(db, [ref]);
  return itemOut(item, replies.get(inboxEntityId(ref.kind, ref.id)) ?? []);
}

function inboxFailure(error: unknown): never {
  if (!(error instanceof InboxError)) throw error;
  switch (error.code) {
    case "NOT_FOUND":
      throw notFound();
    case "REPLY_ID_TAKEN":
      throw appError("BAD_USER_INPUT", error.message, { i18nKey: "adminInbox.errors.replyIdTaken" });
    case "MAIL_FAILED":
      throw appError("INTERNAL_SERVER_ERROR", error.message, { i18nKey: "adminInbox.errors.mailFailed" });
  }
}

export const resolvers: Resolvers = {
  Query: {
    adminInbox: async (_root, args, context) => {
      await authorizeAdmin(context, "adminInbox");
      const filter = parseInput(InboxFilterSchema, args.filter ?? {});
      const page = parseInput(AdminPageSchema, args.page);
      const { items, total, newByKind } = await listInbox(context.db, filter, page);
      const replies = await listInboxReplies(context.db, items);
      return {
        total,
        pageSize: INBOX_PAGE_SIZE,
        newByKind: INBOX_KINDS.map((kind) => ({ kind, count: newByKind[kind] })),
        items: items.map((item) => itemOut(item, replies.get(inboxEntityId(item.kind, item.id)) ?? [])),
      };
    },
    adminInboxItem: async (_root, args, context) => {
      await authorizeAdmin(context, "adminInboxItem");
      return await loadItem(context.db, refOf(args));
    },
  },
  Mutation: {
    adminSetInboxStatus: async (_root, args, context) => {
      const actor = await authorizeAdmin(context, "adminSetInboxStatus");
      const ref = refOf(args);
      const status = parseInput(InboxStatusSchema, args.status);
      await setInboxStatus(context.db, actor, ref, status, context.now()).catch(inboxFailure);
      return await loadItem(context.db, ref);
    },
    adminReplyToInboxItem: async (_root, args, context) => {
      const actor = await authorizeAdmin(context, "adminReplyToInboxItem");
      const ref = refOf(args);
      const reply = parseInput(InboxReplySchema, { subject: args.subject, body: args.body });
      const replyId = parseInput(InboxReplyIdSchema, args.replyId);
      const result = await replyToInboxItem(context.db, context.mailer, actor, ref, reply, {
        replyId,
        now: context.now(),
        origin: context.origin,
      }).catch(inboxFailure);
      return { replyId: result.replyId, sent: !result.repeated, item: await loadItem(context.db, ref) };
    },
  },
};
