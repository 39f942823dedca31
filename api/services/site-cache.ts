// A short-lived in-process cache for public site content (SEO tags, banners, the creeping line, reviews, global
// variables): every page asks for it and it changes rarely. Entries expire after the configured seconds (0 = off),
// so an edit shows up on every node within that time without any cross-node invalidation.
export type SiteCache = {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
};

export function createSiteCache(ttlSeconds: number, now: () => number = Date.now): SiteCache {
  const entries = new Map<string, { expires: number; value: Promise<unknown> }>();
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlSeconds <= 0) return load();
      const hit = entries.get(key);
      const t = now();
      if (hit && hit.expires > t) return hit.value as Promise<T>;
      const value = load();
      entries.set(key, { expires: t + ttlSeconds * 1000, value });
      // A failed load is not cached.
      value.catch(() => entries.get(key)?.value === value && entries.delete(key));
      if (entries.size > 5000) entries.delete(entries.keys().next().value!);
      return value;
    },
    clear: () => entries.clear(),
  };
}
