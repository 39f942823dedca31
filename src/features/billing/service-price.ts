// A service's price as spec 01 writes it: Russian 'rub / $' (rubles already rounded by the catalogue), English dollars.
export function formatServicePrice(service: { priceInRub: number; priceInUsd: number }, locale: string): string {
  const usd = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 }).format(service.priceInUsd);
  return locale === "ru"
    ? `${new Intl.NumberFormat("ru-RU", { maximumFractionDigits: 0 }).format(service.priceInRub)} руб / $${usd}`
    : `$${usd}`;
}
