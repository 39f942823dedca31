// The day's exchange rates from the Central Bank of Russia (XML_daily: https://www.cbr.ru/scripts/XML_daily.asp),
// or any source speaking its format (the local fake in tests). The document is windows-1251 XML:
// <ValCurs Date="27.11.2026"><Valute><CharCode>USD</CharCode><Nominal>1</Nominal><Value>92,1234</Value></Valute>…;
// values have decimal commas and are rubles per Nominal units of the currency.
import { withSpan } from "../../src/platform/trace.ts";

export type CbrRates = {
  /** The date the rates are set for (YYYY-MM-DD), from ValCurs' Date attribute. */
  date: string;
  /** Rubles for one unit of the currency. */
  usdToRub: number;
  eurToRub: number;
};

export type DailyRates = {
  date: string;
  usdToRub: number;
  rubToUsd: number;
  rubToEur: number;
  usdToEur: number;
};

/** Reads CBR's XML_daily (already decoded to text). Throws when the date, USD or EUR is missing or unreadable. */
export function parseCbrXml(xml: string): CbrRates {
  const dateMatch = /<ValCurs[^>]*\bDate="(\d{2})\.(\d{2})\.(\d{4})"/.exec(xml);
  if (!dateMatch) throw new Error("CBR rates: no ValCurs Date");
  const date = `${dateMatch[3]}-${dateMatch[2]}-${dateMatch[1]}`;
  const perUnit = (code: string): number => {
    for (const [, block] of xml.matchAll(/<Valute\b[^>]*>([\s\S]*?)<\/Valute>/g)) {
      if (/<CharCode>\s*([A-Z]{3})\s*<\/CharCode>/.exec(block)?.[1] !== code) continue;
      const nominal = Number(/<Nominal>\s*(\d+)\s*<\/Nominal>/.exec(block)?.[1]);
      const value = Number(
        /<Value>\s*([\d\s]+(?:[,.]\d+)?)\s*<\/Value>/.exec(block)?.[1].replace(/\s/g, "").replace(",", "."),
      );
      if (!(nominal > 0) || !(value > 0)) throw new Error(`CBR rates: ${code} has no readable value`);
      return value / nominal;
    }
    throw new Error(`CBR rates: no ${code}`);
  };
  return { date, usdToRub: perUnit("USD"), eurToRub: perUnit("EUR") };
}

/** The four rates the promoter area shows, from rubles per dollar and per euro. */
export function dailyRates(cbr: CbrRates): DailyRates {
  return {
    date: cbr.date,
    usdToRub: cbr.usdToRub,
    rubToUsd: 1 / cbr.usdToRub,
    rubToEur: 1 / cbr.eurToRub,
    usdToEur: cbr.usdToRub / cbr.eurToRub,
  };
}

/** Fetches and reads the day's rates (windows-1251 unless the response says otherwise). */
export async function fetchCbrRates(
  url: string,
  send: (input: string, init?: RequestInit) => Promise<Response> = fetch,
): Promise<DailyRates> {
  // In a span (`cbr fetchRates`) under the cron run's (decision 155).
  const res = await withSpan(
    "cbr fetchRates",
    { "app.provider": "cbr" },
    () => send(url, { signal: AbortSignal.timeout(20_000) }),
    "client",
  );
  if (!res.ok) throw new Error(`CBR rates: ${url} answered ${res.status}`);
  const bytes = new Uint8Array(await res.arrayBuffer());
  const head = new TextDecoder("ascii").decode(bytes.slice(0, 200));
  const declared = /encoding="([\w-]+)"/i.exec(head)?.[1] ??
    /charset=([\w-]+)/i.exec(res.headers.get("content-type") ?? "")?.[1] ?? "windows-1251";
  return dailyRates(parseCbrXml(new TextDecoder(declared.toLowerCase()).decode(bytes)));
}
