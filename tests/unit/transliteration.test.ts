import assert from "node:assert/strict";
import { cyrillicToLatin, inEitherScript, latinToCyrillic } from "../../src/domain/transliteration.ts";
import { slugFromTitle } from "../../src/domain/admin-articles.ts";
import { usernameBase } from "../../api/services/promoters/derive-username.ts";

Deno.test("a name reads in the other script: passport-style Latin, and Latin read back longest group first", () => {
  assert.equal(cyrillicToLatin("Анна Смирнова"), "anna smirnova");
  assert.equal(cyrillicToLatin("Щукина Юлия"), "shchukina yuliya");
  assert.equal(cyrillicToLatin("Дмитрий Кузнецов"), "dmitriy kuznetsov");
  assert.equal(latinToCyrillic("Anna Smirnova"), "анна смирнова");
  assert.equal(latinToCyrillic("Sergey Zhukov"), "сергей жуков");
  assert.equal(latinToCyrillic("Yulia Shchukina"), "юлиа щукина");
  assert.equal(latinToCyrillic("Kharkov-2"), "харков-2");
  assert.deepEqual(inEitherScript("anna"), ["anna", "анна"]);
  assert.deepEqual(inEitherScript("Анна"), ["Анна", "anna"]);
  assert.deepEqual(inEitherScript("2024"), ["2024"]);
});

Deno.test("slugs and promoter usernames transliterate through the one table, Ukrainian letters included", () => {
  assert.equal(slugFromTitle("Резюме для ООН: 5 шагов"), "rezyume-dlya-oon-5-shagov");
  // A slug drops accents first (NFD), so ї and й read as i there, as before.
  assert.equal(slugFromTitle("Київ і Єреван"), "kiiv-i-yerevan");
  assert.equal(usernameBase("Анна Щукина"), "ANNASHCHUKINA");
  assert.equal(usernameBase("Ґалина"), "GALINA");
});
