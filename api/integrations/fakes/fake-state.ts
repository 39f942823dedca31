// The payment fakes' memory kept beside the embedded database (PGlite's data directory), so that on the embedded
// default a payment made before a restart is still known to the fake after it (it can be refunded, renewed, read).
// Only the fakes' maps are kept, as JSON, written whole after each request that reaches a fake (a few kilobytes: a
// demo's worth), through a temporary file and a rename so a crash never leaves half a file. Never in production: the
// fakes themselves are refused there.

export type FakeMaps = Record<string, Map<string, unknown> | Set<string>>;
type Saved = Record<string, Record<string, Array<unknown>>>;

/** Fills the fakes' maps from the file, if there is one; a file that cannot be read is set aside, not trusted. */
export function loadFakeState(path: string, fakes: Record<string, FakeMaps>): void {
  let saved: Saved;
  try {
    saved = JSON.parse(Deno.readTextFileSync(path)) as Saved;
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return;
    console.warn(`payment fakes: ${path} could not be read, starting empty:`, String(error));
    return;
  }
  for (const [fake, maps] of Object.entries(fakes)) {
    for (const [name, target] of Object.entries(maps)) {
      const entries = saved[fake]?.[name];
      if (!Array.isArray(entries)) continue;
      if (target instanceof Set) { for (const value of entries) target.add(String(value)); }
      else for (const entry of entries) target.set(...(entry as [string, unknown]));
    }
  }
}

/** Writes the fakes' maps whole (synchronously: the next request sees the file as it is now). */
export function saveFakeState(path: string, fakes: Record<string, FakeMaps>): void {
  const saved: Saved = {};
  for (const [fake, maps] of Object.entries(fakes)) {
    saved[fake] = {};
    for (const [name, source] of Object.entries(maps)) {
      saved[fake][name] = source instanceof Set ? [...source] : [...source.entries()];
    }
  }
  const temporary = `${path}.${crypto.randomUUID().slice(0, 8)}.tmp`;
  Deno.writeTextFileSync(temporary, JSON.stringify(saved));
  Deno.renameSync(temporary, path);
}
