// charge.refunded: a refund (whole or part) of a product's payment or a membership invoice (billing/refunds.ts).
import { ignored } from "../recording.ts";
import { readStripeRefund } from "../refunds.ts";
import type { StripeHandler } from "./context.ts";

export const chargeRefunded: StripeHandler<"charge.refunded"> = async ({ data }, { db, stripe, now }) =>
  data.object.id ? await readStripeRefund(db, stripe, data.object.id, now) : ignored;
