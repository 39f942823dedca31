import assert from "node:assert/strict";
import { ru } from "../../i18n/dictionaries.ts";
import { en } from "../../i18n/dictionaries.ts";
import { createTranslator, type Dictionary, flattenKeys } from "../../i18n/translator.ts";

Deno.test("ru and en dictionaries have exactly the same keys", () => {
  const ruKeys = flattenKeys(ru);
  const enKeys = flattenKeys(en);
  const onlyRu = ruKeys.filter((k) => !enKeys.includes(k));
  const onlyEn = enKeys.filter((k) => !ruKeys.includes(k));
  assert.deepEqual({ onlyRu, onlyEn }, { onlyRu: [], onlyEn: [] });
});

Deno.test("no dictionary value is empty", () => {
  for (const [name, dict] of [["ru", ru], ["en", en]] as const) {
    const walk = (d: Dictionary, path: string): void => {
      for (const [k, v] of Object.entries(d)) {
        if (typeof v === "string") assert.ok(v.trim().length > 0, `${name}:${path}${k} is empty`);
        else walk(v, `${path}${k}.`);
      }
    };
    walk(dict, "");
  }
});

Deno.test("the key-set comparison notices a key missing from one side", () => {
  const a = flattenKeys({ nav: { jobs: "Jobs", articles: "Articles" } });
  const b = flattenKeys({ nav: { jobs: "Вакансии" } });
  assert.notDeepEqual(a, b);
  assert.deepEqual(a.filter((k) => !b.includes(k)), ["nav.articles"]);
});

Deno.test("translator interpolates and picks Russian plural forms", () => {
  const t = createTranslator("ru", ru);
  assert.equal(t("footer.rights", { year: 2026 }), "© 2026 Fellows Club. Все права защищены.");
  assert.equal(t("plural.jobs", { count: 1 }), "1 вакансия");
  assert.equal(t("plural.jobs", { count: 3 }), "3 вакансии");
  assert.equal(t("plural.jobs", { count: 5 }), "5 вакансий");
  assert.equal(t("plural.jobs", { count: 21 }), "21 вакансия");
  assert.equal(t("plural.jobs", { count: 112 }), "112 вакансий");
});

Deno.test("translator picks English plural forms and falls back to the key", () => {
  const t = createTranslator("en", en);
  assert.equal(t("plural.jobs", { count: 1 }), "1 job");
  assert.equal(t("plural.jobs", { count: 2 }), "2 jobs");
  assert.equal(t("no.such.key"), "no.such.key");
});
