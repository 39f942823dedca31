// A name typed in the other script: Russian names are often typed in Latin letters ("anna smirnova") and English ones
// in Cyrillic ("анна коваленко"). Both directions follow the common passport-style romanisation (й → y, х → kh,
// ц → ts, щ → shch, ю → yu, я → ya; ь and ъ dropped); reading Latin back takes the longest letter group first and
// the usual variants (j for й, ja/ju, iy/ey for -ий/-ей). The result need not be exact: the directories' misspelling
// search (trigram word similarity) absorbs the rest ("sergei" → "сергеи" is close to «Сергей»).

const CYRILLIC_TO_LATIN: Record<string, string> = {
  а: "a",
  б: "b",
  в: "v",
  г: "g",
  д: "d",
  е: "e",
  ё: "e",
  ж: "zh",
  з: "z",
  и: "i",
  й: "y",
  к: "k",
  л: "l",
  м: "m",
  н: "n",
  о: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  у: "u",
  ф: "f",
  х: "kh",
  ц: "ts",
  ч: "ch",
  ш: "sh",
  щ: "shch",
  ъ: "",
  ы: "y",
  ь: "",
  э: "e",
  ю: "yu",
  я: "ya",
  // Ukrainian letters, for slugs and usernames made from a name or a title.
  і: "i",
  ї: "yi",
  є: "ye",
  ґ: "g",
};

/** Latin letter groups, longest first, and what they read as in Cyrillic. */
const LATIN_TO_CYRILLIC: Array<[string, string]> = [
  ["shch", "щ"],
  ["sch", "щ"],
  ["zh", "ж"],
  ["kh", "х"],
  ["ts", "ц"],
  ["tz", "ц"],
  ["ch", "ч"],
  ["sh", "ш"],
  ["yu", "ю"],
  ["ju", "ю"],
  ["ya", "я"],
  ["ja", "я"],
  ["yo", "ё"],
  ["jo", "ё"],
  ["ye", "е"],
  ["iy", "ий"],
  ["yi", "ый"],
  ["ey", "ей"],
  ["ay", "ай"],
  ["oy", "ой"],
  ["uy", "уй"],
  ["a", "а"],
  ["b", "б"],
  ["c", "к"],
  ["d", "д"],
  ["e", "е"],
  ["f", "ф"],
  ["g", "г"],
  ["h", "х"],
  ["i", "и"],
  ["j", "й"],
  ["k", "к"],
  ["l", "л"],
  ["m", "м"],
  ["n", "н"],
  ["o", "о"],
  ["p", "п"],
  ["q", "к"],
  ["r", "р"],
  ["s", "с"],
  ["t", "т"],
  ["u", "у"],
  ["v", "в"],
  ["w", "в"],
  ["x", "кс"],
  ["y", "ы"],
  ["z", "з"],
];

/** Cyrillic letters in Latin (lower case); other characters as they are. */
export function cyrillicToLatin(text: string): string {
  return [...text.toLowerCase()].map((c) => CYRILLIC_TO_LATIN[c] ?? c).join("");
}

/** Latin letters in Cyrillic (lower case), the longest letter group first; other characters as they are. */
export function latinToCyrillic(text: string): string {
  const lower = text.toLowerCase();
  let out = "";
  for (let i = 0; i < lower.length;) {
    const group = LATIN_TO_CYRILLIC.find(([latin]) => lower.startsWith(latin, i));
    if (group) {
      out += group[1];
      i += group[0].length;
    } else {
      out += lower[i];
      i += 1;
    }
  }
  return out;
}

/** The text as typed and in the other script(s) it may stand for, without repeats. */
export function inEitherScript(text: string): string[] {
  const variants = [text];
  if (/[а-яё]/i.test(text)) variants.push(cyrillicToLatin(text));
  if (/[a-z]/i.test(text)) variants.push(latinToCyrillic(text));
  return [...new Set(variants)];
}
