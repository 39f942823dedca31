// Support: messages to the club from /support (ContactSupport).
import type { DbOrTx } from "../../db/client.ts";
import { supportMessages } from "../../db/schema/index.ts";

export async function saveSupportMessage(db: DbOrTx, userId: string, title: string, message: string) {
  await db.insert(supportMessages).values({ userId, title, message });
}
