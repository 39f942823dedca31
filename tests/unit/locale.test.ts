import assert from "node:assert/strict";
import { localePath, pickLocale, stripLocale, switchLocalePath } from "../../src/domain/locale.ts";

Deno.test("the locale comes from the cookie, then Accept-Language, else Russian", () => {
  assert.equal(pickLocale("en", "ru-RU,ru;q=0.9"), "en");
  assert.equal(pickLocale(undefined, "en-GB,en;q=0.9,ru;q=0.8"), "en");
  assert.equal(pickLocale(undefined, "de-DE,de;q=0.9,en;q=0.5"), "en");
  assert.equal(pickLocale(undefined, "ru;q=0.2,en;q=0.8"), "en");
  assert.equal(pickLocale(undefined, "de,fr"), "ru");
  assert.equal(pickLocale("xx", null), "ru");
  assert.equal(pickLocale(undefined, "en;q=0"), "ru");
});

Deno.test("internal paths carry the locale and one trailing slash", () => {
  assert.equal(localePath("ru", "/"), "/ru/");
  assert.equal(localePath("en", "/jobs"), "/en/jobs/");
  assert.equal(localePath("en", "jobs/"), "/en/jobs/");
  assert.equal(localePath("ru", "/jobs?x=1"), "/ru/jobs/?x=1");
});

Deno.test("switching the language keeps the path and the query", () => {
  assert.equal(switchLocalePath("/ru/jobs/?q=un", "en"), "/en/jobs/?q=un");
  assert.equal(switchLocalePath("/en/", "ru"), "/ru/");
  assert.equal(switchLocalePath("/ru", "en"), "/en/");
  assert.equal(stripLocale("/en/articles/x/"), "/articles/x/");
  assert.equal(stripLocale("/ru"), "/");
});

Deno.test("an article or a course goes to its translation, else to the nearest list that exists", () => {
  assert.equal(switchLocalePath("/ru/articles/rezyume-dlya-oon/", "en"), "/en/articles/");
  assert.equal(
    switchLocalePath("/ru/articles/rezyume-dlya-oon/", "en", { en: "/en/articles/un-cv/" }),
    "/en/articles/un-cv/",
  );
  assert.equal(switchLocalePath("/en/courses/un-careers/?back_c=1", "ru"), "/ru/#paths");
  assert.equal(switchLocalePath("/en/courses/un-careers/", "ru", { ru: "/ru/courses/oon/" }), "/ru/courses/oon/");
  assert.equal(switchLocalePath("/ru/articles/?page=2", "en"), "/en/articles/?page=2");
  assert.equal(switchLocalePath("/ru/jobs/7/", "en"), "/en/jobs/7/");
});
