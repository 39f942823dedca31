// Experts: the moderators' decisions. A profile waiting for moderation is approved (public from then on) or sent back
// to its owner with a reason, under a row lock, and its owner is told by mail in their language.
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { experts, users } from "../../../db/schema/index.ts";
import { localePath } from "../../../src/domain/locale.ts";
import { dictionaries } from "../../../i18n/dictionaries.ts";
import { createTranslator } from "../../../i18n/translator.ts";
import type { Mailer } from "../../integrations/mail.ts";
import { escapeHtml } from "../../../src/domain/html.ts";

/** What a moderator's decision changes on a profile, before and after (for the team's audit entry). */
export type ExpertModerationChange = {
  before: { status: string; rejectionReason: string | null };
  after: { status: string; rejectionReason: string | null };
};
/** Run inside the decision's transaction (the back office writes its audit entry there). */
export type OnExpertDecided = (tx: DbOrTx, change: ExpertModerationChange) => Promise<void>;

/** Moves one profile waiting for moderation, locked, and runs `onDecided` in the same transaction; null when none. */
async function decideExpert(
  db: DbOrTx,
  id: number,
  set: PgUpdateSetSource<typeof experts>,
  onDecided?: OnExpertDecided,
) {
  return await db.transaction(async (tx) => {
    const [before] = await tx.select({ status: experts.status, rejectionReason: experts.rejectionReason })
      .from(experts).where(and(eq(experts.id, id), eq(experts.status, "MODERATION"))).for("update");
    if (!before) return null;
    const [row] = await tx.update(experts).set(set).where(eq(experts.id, id)).returning({
      id: experts.id,
      slug: experts.slug,
      userId: experts.userId,
      name: experts.name,
      status: experts.status,
      rejectionReason: experts.rejectionReason,
    });
    await onDecided?.(tx, { before, after: { status: row.status, rejectionReason: row.rejectionReason } });
    return row;
  });
}

/**
 * A moderator approves a profile waiting for moderation: it becomes PUBLISHED and, the first time, approved (public
 * from then on, whatever later edits it gets). Only a profile in MODERATION moves; null when there is none.
 */
export async function approveExpert(db: DbOrTx, id: number, now: Date, onDecided?: OnExpertDecided) {
  return await decideExpert(db, id, {
    status: "PUBLISHED",
    approvedAt: sql`coalesce(${experts.approvedAt}, ${now})`,
    rejectionReason: null,
  }, onDecided);
}

/** A moderator sends a profile waiting for moderation back to its owner as a draft, with the reason. */
export async function rejectExpert(db: DbOrTx, id: number, reason: string, onDecided?: OnExpertDecided) {
  return await decideExpert(db, id, { status: "DRAFT", rejectionReason: reason }, onDecided);
}

/**
 * Tells a profile's owner the moderator's decision in the owner's language, with the public page (approved) or their
 * own expert page (sent back) to go on; a profile without an account (the demo's) gets none. A failure is logged: the
 * decision is already made.
 */
export async function mailModerationDecision(
  db: DbOrTx,
  mailer: Mailer,
  origin: string,
  expert: { userId: string | null; slug: string },
  decision: "approved" | "rejected",
  reason = "",
): Promise<void> {
  try {
    if (!expert.userId) return;
    const [owner] = await db.select({ email: users.email, language: users.language, firstName: users.firstName })
      .from(users).where(eq(users.id, expert.userId));
    if (!owner) return;
    const t = createTranslator(owner.language, dictionaries[owner.language]);
    const link = `${origin}${
      localePath(owner.language, decision === "approved" ? `/experts/${expert.slug}/` : "/profile/expert/")
    }`;
    const body = t(`experts.mail.${decision}Body`, { name: owner.firstName, reason });
    await mailer.send({
      to: owner.email,
      subject: t(`experts.mail.${decision}Subject`),
      text: `${body}\n\n${link}`,
      html: `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    });
  } catch (error) {
    console.error("experts: the moderation mail was not sent:", error instanceof Error ? error.message : error);
  }
}
