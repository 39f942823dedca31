// The bench's production-shape servers and in-process apps need a mail provider like production (decision 181): one
// local mail stand-in per bench process (api/integrations/fakes/mail-fake.ts), started on first use, which never keeps
// the process alive.
import { startMailFake } from "../../api/integrations/fakes/mail-fake.ts";

let running: ReturnType<typeof startMailFake> | undefined;

/** MAIL_API_URL and MAIL_API_KEY of the stand-in. */
export function benchMailEnv(): { MAIL_API_URL: string; MAIL_API_KEY: string } {
  running ??= startMailFake({ unref: true });
  return running.env;
}
