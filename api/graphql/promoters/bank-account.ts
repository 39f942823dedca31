// updatePromoterBankAccount: the promoter's bank data, checked by the shared schema (IBAN mod-97, SWIFT/BIC, the
// required fields per currency), sealed at rest, rate-limited, and mailed to the promoter (currency and the last
// four characters only). Errors name the field's i18n key, never the value.
import { BankAccountSchema } from "../../../src/domain/promoters.ts";
import { findUser } from "../../services/auth/accounts.ts";
import { lastFour, updatePromoterBankAccount } from "../../services/promoters/bank-account.ts";
import { bankAccountChangedMail, sendPromoterMail } from "../../services/promoters/promoter-mails.ts";
import { LIMITS } from "../../services/rate-limit.ts";
import { limited } from "../auth.ts";
import { parseInput } from "../errors.ts";
import type { Resolvers } from "../generated/resolvers.ts";
import { requirePromoter } from "./access.ts";

export const resolvers: Resolvers = {
  Mutation: {
    updatePromoterBankAccount: async (_root, args, context) => {
      const settings = await requirePromoter(context);
      const input = parseInput(BankAccountSchema, args.input);
      await limited(context, [[`bank-account:user:${settings.userId}`, LIMITS.promoterBankAccountPerUser]]);
      const bankAccount = await updatePromoterBankAccount(
        context.db,
        context.bankData,
        settings.userId,
        input,
        context.now(),
      );
      context.background((async () => {
        const user = await findUser(context.db, settings.userId);
        if (!user) return;
        await sendPromoterMail(
          context.mailer,
          bankAccountChangedMail(context.origin, user, input.currency, lastFour(input.iban)),
          "bank data changed",
        );
      })());
      return { bankAccount };
    },
  },
};
