// What the server process itself spends, read from Linux's /proc for its pid (the `deno run` process the bench
// spawned): its CPU time — user + system, summed over all its threads (V8, PGlite when it runs in process, Tokio's
// I/O) — and its resident memory (VmRSS). Children's time is not counted; the server starts none.

let ticksPerSecond: number | undefined;

/** The kernel's clock ticks per second (CLK_TCK, 100 on Linux), in which /proc/<pid>/stat counts CPU time. */
async function clockTicks(): Promise<number> {
  if (ticksPerSecond === undefined) {
    const out = await new Deno.Command("getconf", { args: ["CLK_TCK"], stdout: "piped" }).output().catch(() => null);
    const ticks = out?.success ? Number(new TextDecoder().decode(out.stdout).trim()) : NaN;
    ticksPerSecond = Number.isFinite(ticks) && ticks > 0 ? ticks : 100;
  }
  return ticksPerSecond;
}

/** The process's CPU time so far (utime + stime), in milliseconds, at the kernel's tick resolution (10 ms). */
export async function cpuMs(pid: number): Promise<number> {
  const stat = await Deno.readTextFile(`/proc/${pid}/stat`);
  // Fields after "(comm)": state is field 3, utime field 14, stime field 15 (proc(5)); comm may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]);
  return ticks * 1000 / await clockTicks();
}

/** The process's resident set size (VmRSS), in MB (MiB). */
export async function rssMb(pid: number): Promise<number> {
  const status = await Deno.readTextFile(`/proc/${pid}/status`);
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
  if (!Number.isFinite(kb)) throw new Error(`no VmRSS for process ${pid}`);
  return kb / 1024;
}
