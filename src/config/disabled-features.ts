// What start-up says is off, once: each integration without its keys, and what stands in for it.
import type { Config } from "./schema.ts";

/** Lists the integrations that are off, so start-up can say so once. */
export function describeDisabledFeatures(config: Config): string[] {
  const off: string[] = [];
  if (!config.stripe) {
    off.push(
      config.paymentFakes
        ? "Stripe payments: the local fake at /dev/stripe stands in (STRIPE_SECRET_KEY)"
        : "Stripe payments (STRIPE_SECRET_KEY)",
    );
  }
  if (config.stripe && !config.stripe.connectWebhookSecret) {
    off.push(
      "Stripe Connect events: sellers' account changes arrive only when they look (STRIPE_CONNECT_WEBHOOK_SECRET)",
    );
  }
  if (!config.yookassa) {
    off.push(
      config.paymentFakes
        ? "YooKassa payments: the local fake at /dev/yookassa stands in (YOOKASSA_SHOP_ID, YOOKASSA_SECRET_KEY)"
        : "YooKassa payments (YOOKASSA_SHOP_ID, YOOKASSA_SECRET_KEY)",
    );
  }
  if (!config.openai) {
    off.push(
      config.aiFake
        ? "AI tools: the local OpenAI-compatible fake at /dev/openai stands in (OPENAI_API_KEY)"
        : "AI tools (OPENAI_API_KEY)",
    );
  }
  if (!config.google) off.push("Google sign-in (GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET)");
  if (!config.mail) {
    off.push(
      "e-mail delivery: messages go to the dev outbox (/dev/outbox), their secret links sealed (MAIL_API_URL, " +
        "MAIL_API_KEY; required in production)",
    );
  }
  if (!config.calendarFeedUrl) off.push("events calendar feed: demo events stand in (CALENDAR_FEED_URL)");
  if (!config.clubChatUrl) off.push("the members' chat link on /network (CLUB_CHAT_URL)");
  return off;
}
