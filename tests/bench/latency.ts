// The latency budget (issue 17): a page's p99 at a constant arrival rate of half its own measured maximum stays within
// 4 × its p50 at one connection. The arrivals are open-loop — each request leaves at its scheduled time whether or
// not the earlier ones have answered, and its latency counts from that time — so a server that falls behind shows it
// in the figures instead of slowing the generator down (autocannon's rate limit sends each second's quota in a burst
// and waits on busy connections, which is neither constant nor open).
export type LatencyTarget = { url: string; headers: Record<string, string> };

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function timed(target: LatencyTarget, since: number): Promise<number> {
  // No compression, as the throughput runs: the same bytes on the wire.
  const res = await fetch(target.url, { headers: { "accept-encoding": "identity", ...target.headers } });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${target.url} answered ${res.status}`);
  return performance.now() - since;
}

/** One request at a time for `seconds`: the page's latency with the server otherwise idle. */
export async function latencyAtOneConnection(target: LatencyTarget, seconds: number): Promise<number[]> {
  const until = performance.now() + seconds * 1000;
  const latencies: number[] = [];
  while (performance.now() < until) latencies.push(await timed(target, performance.now()));
  return latencies;
}

/** `rate` requests a second, evenly spaced, for `seconds`; each latency from its scheduled departure. */
export async function latencyAtRate(target: LatencyTarget, rate: number, seconds: number): Promise<number[]> {
  const interval = 1000 / rate;
  const count = Math.max(1, Math.round(rate * seconds));
  const start = performance.now() + 50;
  const pending: Array<Promise<number>> = [];
  for (let i = 0; i < count; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(timed(target, due));
  }
  return await Promise.all(pending);
}
