// A local stand-in for the Central Bank of Russia's XML_daily, for tests: the same document (windows-1251 bytes,
// decimal commas, Nominal), with rates a test sets, or an outage a test switches on. Never in production.
import { Hono } from "hono";

/** windows-1251 bytes of a text: ASCII as is, Cyrillic А–я and Ё/ё mapped (the document's only other letters). */
export function encodeWindows1251(text: string): Uint8Array {
  const out: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code < 0x80) out.push(code);
    else if (code >= 0x410 && code <= 0x44f) out.push(code - 0x410 + 0xc0);
    else if (code === 0x401) out.push(0xa8);
    else if (code === 0x451) out.push(0xb8);
    else out.push(0x3f);
  }
  return new Uint8Array(out);
}

const comma = (n: number) => n.toFixed(4).replace(".", ",");

/** The XML_daily document for a date (YYYY-MM-DD) and rubles per dollar and per euro. */
export function cbrXml(date: string, usdToRub: number, eurToRub: number): string {
  const [y, m, d] = date.split("-");
  return `<?xml version="1.0" encoding="windows-1251"?><ValCurs Date="${d}.${m}.${y}" name="Foreign Currency Market">` +
    `<Valute ID="R01035"><NumCode>826</NumCode><CharCode>GBP</CharCode><Nominal>1</Nominal>` +
    `<Name>Фунт стерлингов Соединенного королевства</Name><Value>${comma(usdToRub * 1.27)}</Value></Valute>` +
    `<Valute ID="R01235"><NumCode>840</NumCode><CharCode>USD</CharCode><Nominal>1</Nominal>` +
    `<Name>Доллар США</Name><Value>${comma(usdToRub)}</Value></Valute>` +
    `<Valute ID="R01239"><NumCode>978</NumCode><CharCode>EUR</CharCode><Nominal>1</Nominal>` +
    `<Name>Евро</Name><Value>${comma(eurToRub)}</Value></Valute>` +
    `<Valute ID="R01375"><NumCode>156</NumCode><CharCode>CNY</CharCode><Nominal>10</Nominal>` +
    `<Name>Китайский юань</Name><Value>${comma(usdToRub * 1.4)}</Value></Valute></ValCurs>`;
}

export function createCbrFake(initial: { date: string; usdToRub: number; eurToRub: number }) {
  const state = { ...initial, down: false, requests: 0 };
  const app = new Hono();
  app.get("/scripts/XML_daily.asp", (c) => {
    state.requests++;
    if (state.down) return c.text("Service Unavailable", 503);
    return c.body(
      encodeWindows1251(cbrXml(state.date, state.usdToRub, state.eurToRub)) as Uint8Array<ArrayBuffer>,
      200,
      {
        "content-type": "application/xml; charset=windows-1251",
      },
    );
  });
  return {
    app,
    state,
    url: "http://cbr.fake/scripts/XML_daily.asp",
    /** A fetch that answers from the fake (pass it to fetchCbrRates / refreshExchangeRates). */
    fetch: (input: string, init?: RequestInit) => Promise.resolve(app.fetch(new Request(input, init))),
  };
}
