import assert from "node:assert/strict";
import { cyrillicToLatin, inEitherScript, latinToCyrillic } from "../../src/domain/transliteration.ts";

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
