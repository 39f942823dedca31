import assert from "node:assert/strict";
import { dictionaries, isTeamNamespace, ru, siteDictionary } from "../../i18n/dictionaries.ts";
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

Deno.test("the back office's namespaces are the team's: admin and admin<Area>, nothing else", () => {
  for (const name of ["admin", "adminJobs", "adminInbox", "adminSite", "adminCatalogue"]) {
    assert.ok(isTeamNamespace(name), name);
  }
  for (const name of ["administration", "jobs", "profile", "aiTools", "promoters", "site", "nav"]) {
    assert.ok(!isTeamNamespace(name), name);
  }
});

Deno.test("the visitors' dictionary is the whole one without the back office's namespaces, in both locales", async () => {
  // Every back office file pair (i18n/admin*.ru.json), by the namespace it is merged under.
  const files: string[] = [];
  for await (const entry of Deno.readDir(new URL("../../i18n/", import.meta.url))) {
    const name = entry.name.match(/^(admin[a-z-]*)\.ru\.json$/)?.[1];
    if (name) files.push(name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()));
  }
  assert.ok(files.length >= 7, files.join());
  for (const locale of ["ru", "en"] as const) {
    const whole = dictionaries[locale];
    const site = siteDictionary(locale);
    for (const name of files) {
      assert.ok(whole[name], `${locale}: ${name} is in the whole dictionary`);
      assert.equal(site[name], undefined, `${locale}: ${name} is left out of the visitors'`);
    }
    const kept = Object.keys(whole).filter((name) => !isTeamNamespace(name));
    assert.deepEqual(Object.keys(site), kept);
    for (const name of kept) assert.equal(site[name], whole[name], `${locale}: ${name} is the same`);
    // The site's own strings are all there (the shared ru.json / en.json and every other domain's).
    assert.equal(createTranslator(locale, site)("nav.joinClub"), createTranslator(locale, whole)("nav.joinClub"));
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

// Issue 25, defect 20: Russian texts spoke to men only ("Вернуться, где я был", "Я нашёл работу"). What the reader says
// or is told about themselves is worded for anyone: no masculine first-person forms, no "(а)" patches.
Deno.test("no Russian text speaks to men only: no masculine first-person forms, no (а)/(ла) patches", () => {
  const firstPersonMasculine =
    /(^|[^а-яё])я[^а-яё](?:[^.!?]*[^а-яё])?(был|нашёл|нашел|готов|уверен|согласен|закончил|зарегистрирован|вошёл|вошел|откликнулся|отказался)([^а-яё]|$)/i;
  const masculineStatus = /(^|[^а-яё])(откликнулся|отказался|зарегистрировался|устроился)([^а-яё]|$)/i;
  const patched = /[а-яё]\((а|ла|ась|лась)\)/i;
  const found: string[] = [];
  const walk = (d: Dictionary, path: string): void => {
    for (const [k, v] of Object.entries(d)) {
      if (typeof v !== "string") walk(v, `${path}${k}.`);
      else if (firstPersonMasculine.test(v) || masculineStatus.test(v) || patched.test(v)) {
        found.push(`${path}${k}: ${v}`);
      }
    }
  };
  walk(ru, "");
  assert.deepEqual(found, []);
});

// Issue 25, defect 20: the email field fell back to the browser's English bubble ("Please include an '@'…") in the
// Russian UI. Every form validates with our translated messages: noValidate on each, so the browser never answers.
Deno.test("every form leaves validation to our translated messages (noValidate), so no browser bubble in English", async () => {
  const missing: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    for await (const entry of Deno.readDir(dir)) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory) await walk(path);
      else if (path.endsWith(".tsx")) {
        const source = await Deno.readTextFile(path);
        // A <form> element, not the form library's <form.AppField>, <form.Subscribe>…
        for (const match of source.matchAll(/<form(?=[\s>])/g)) {
          // The opening tag: up to the first '>' that is not an arrow's.
          const rest = source.slice(match.index);
          const end = rest.search(/[^=]>/);
          const tag = rest.slice(0, end + 2);
          if (!/\bnoValidate\b/.test(tag)) {
            missing.push(`${path}:${source.slice(0, match.index).split("\n").length}`);
          }
        }
      }
    }
  };
  await walk(new URL("../../src", import.meta.url).pathname);
  assert.deepEqual(missing, []);
});
