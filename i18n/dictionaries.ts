// Both dictionaries, for the server (the browser receives its locale's as a hashed file, src/server/assets.ts). The
// shared keys are in ru.json / en.json; a domain may keep its own namespace in `<domain>.ru.json` / `<domain>.en.json`,
// merged here under its name, so the dictionaries of separate domains never collide in one file.
import ruBase from "./ru.json" with { type: "json" };
import enBase from "./en.json" with { type: "json" };
import leadsRu from "./leads.ru.json" with { type: "json" };
import leadsEn from "./leads.en.json" with { type: "json" };
import aboutRu from "./about.ru.json" with { type: "json" };
import aboutEn from "./about.en.json" with { type: "json" };
import eventsRu from "./events.ru.json" with { type: "json" };
import eventsEn from "./events.en.json" with { type: "json" };
import expertsRu from "./experts.ru.json" with { type: "json" };
import expertsEn from "./experts.en.json" with { type: "json" };
import partnersRu from "./partners.ru.json" with { type: "json" };
import partnersEn from "./partners.en.json" with { type: "json" };
import sellersRu from "./sellers.ru.json" with { type: "json" };
import sellersEn from "./sellers.en.json" with { type: "json" };
import trackerRu from "./tracker.ru.json" with { type: "json" };
import trackerEn from "./tracker.en.json" with { type: "json" };
import aiToolsRu from "./ai-tools.ru.json" with { type: "json" };
import aiToolsEn from "./ai-tools.en.json" with { type: "json" };
import promotersRu from "./promoters.ru.json" with { type: "json" };
import promotersEn from "./promoters.en.json" with { type: "json" };
import partnershipRu from "./partnership.ru.json" with { type: "json" };
import partnershipEn from "./partnership.en.json" with { type: "json" };
import promoterMailRu from "./promoter-mail.ru.json" with { type: "json" };
import promoterMailEn from "./promoter-mail.en.json" with { type: "json" };
import commissionMailRu from "./commission-mail.ru.json" with { type: "json" };
import commissionMailEn from "./commission-mail.en.json" with { type: "json" };
import adminRu from "./admin.ru.json" with { type: "json" };
import adminEn from "./admin.en.json" with { type: "json" };
import adminEditorRu from "./admin-editor.ru.json" with { type: "json" };
import adminEditorEn from "./admin-editor.en.json" with { type: "json" };
import adminInboxRu from "./admin-inbox.ru.json" with { type: "json" };
import adminInboxEn from "./admin-inbox.en.json" with { type: "json" };
import adminJobsRu from "./admin-jobs.ru.json" with { type: "json" };
import adminJobsEn from "./admin-jobs.en.json" with { type: "json" };
import adminArticlesRu from "./admin-articles.ru.json" with { type: "json" };
import adminArticlesEn from "./admin-articles.en.json" with { type: "json" };
import adminCatalogueRu from "./admin-catalogue.ru.json" with { type: "json" };
import adminCatalogueEn from "./admin-catalogue.en.json" with { type: "json" };
import adminSiteRu from "./admin-site.ru.json" with { type: "json" };
import adminSiteEn from "./admin-site.en.json" with { type: "json" };
import adminPayoutsRu from "./admin-payouts.ru.json" with { type: "json" };
import adminPayoutsEn from "./admin-payouts.en.json" with { type: "json" };
import adminModerationRu from "./admin-moderation.ru.json" with { type: "json" };
import adminModerationEn from "./admin-moderation.en.json" with { type: "json" };
import adminSystemRu from "./admin-system.ru.json" with { type: "json" };
import adminSystemEn from "./admin-system.en.json" with { type: "json" };
import type { Locale } from "../src/domain/locale.ts";
import type { Dictionary } from "./translator.ts";

/** Namespaced dictionaries: [namespace, ru, en]. Add one line per domain file pair. */
const DOMAIN_DICTIONARIES: Array<[string, Dictionary, Dictionary]> = [
  ["leads", leadsRu, leadsEn],
  ["about", aboutRu, aboutEn],
  ["events", eventsRu, eventsEn],
  ["experts", expertsRu, expertsEn],
  ["partners", partnersRu, partnersEn],
  ["sellers", sellersRu, sellersEn],
  ["tracker", trackerRu, trackerEn],
  ["aiTools", aiToolsRu, aiToolsEn],
  ["promoters", promotersRu, promotersEn],
  ["partnership", partnershipRu, partnershipEn],
  ["promoterMail", promoterMailRu, promoterMailEn],
  ["commissionMail", commissionMailRu, commissionMailEn],
  ["admin", adminRu, adminEn],
  ["adminEditor", adminEditorRu, adminEditorEn],
  ["adminInbox", adminInboxRu, adminInboxEn],
  ["adminJobs", adminJobsRu, adminJobsEn],
  ["adminArticles", adminArticlesRu, adminArticlesEn],
  ["adminCatalogue", adminCatalogueRu, adminCatalogueEn],
  ["adminSite", adminSiteRu, adminSiteEn],
  ["adminPayouts", adminPayoutsRu, adminPayoutsEn],
  ["adminModeration", adminModerationRu, adminModerationEn],
  ["adminSystem", adminSystemRu, adminSystemEn],
];

function merge(base: Dictionary, pick: (entry: [string, Dictionary, Dictionary]) => Dictionary): Dictionary {
  const result: Dictionary = { ...base };
  for (const entry of DOMAIN_DICTIONARIES) {
    if (entry[0] in result) throw new Error(`i18n: namespace ${entry[0]} is defined twice`);
    result[entry[0]] = pick(entry);
  }
  return result;
}

export const ru: Dictionary = merge(ruBase, (e) => e[1]);
export const en: Dictionary = merge(enBase, (e) => e[2]);
/** The whole dictionaries: the server's (mail, errors, the team's pages) and the file the team's browsers load. */
export const dictionaries: Record<Locale, Dictionary> = { ru, en };

/**
 * Whether a namespace holds the back office's strings (admin, adminJobs, …): only the team reads them, so visitors'
 * browsers are not sent them (decision 144). A new back office area named admin<Area> is left out by its name alone.
 */
export function isTeamNamespace(name: string): boolean {
  return /^admin(?:[A-Z]|$)/.test(name);
}

function withoutTeamNamespaces(dictionary: Dictionary): Dictionary {
  return Object.fromEntries(Object.entries(dictionary).filter(([name]) => !isTeamNamespace(name)));
}

const siteDictionaries: Record<Locale, Dictionary> = { ru: withoutTeamNamespaces(ru), en: withoutTeamNamespaces(en) };

/** A locale's dictionary without the back office's namespaces: the file every visitor's browser loads. */
export function siteDictionary(locale: Locale): Dictionary {
  return siteDictionaries[locale];
}
