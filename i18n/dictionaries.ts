// Both dictionaries, for the server (the client receives only its locale's, inline in the HTML).
import ru from "./ru.json" with { type: "json" };
import en from "./en.json" with { type: "json" };
import type { Locale } from "../src/domain/locale.ts";
import type { Dictionary } from "./translator.ts";

export const dictionaries: Record<Locale, Dictionary> = { ru, en };
