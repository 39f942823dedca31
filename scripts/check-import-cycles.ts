// `deno task check` step: fails when the modules under api/services/ import each other in a cycle (decision 204).
// Every import counts, type-only and dynamic `import()` too: a cycle of types is still two modules that cannot be
// read, moved or tested one without the other.

/** Module → the modules it imports (only those inside the graph matter). */
export type ImportGraph = Map<string, string[]>;

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(["'`])([^"'`]+)\1/g;

/** The relative specifiers a module's source imports or re-exports, statically or with `import()`. */
export function importSpecifiers(source: string): string[] {
  // Comments could name a path ("see ../x.ts"); only code counts.
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
  return [...code.matchAll(SPECIFIER)].map((m) => m[2]).filter((s) => s.startsWith("./") || s.startsWith("../"));
}

/** A set of modules that reach each other, and one import path around it (a → b → … → a). */
export type ImportCycle = { modules: string[]; loop: string[] };

/** Every cycle: a strongly connected component of two or more modules, or one module importing itself. */
export function findCycles(graph: ImportGraph): ImportCycle[] {
  // Tarjan's algorithm, iterative so a deep graph cannot overflow the stack.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let next = 0;
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work: Array<{ node: string; edge: number }> = [{ node: root, edge: 0 }];
    index.set(root, next);
    low.set(root, next++);
    stack.push(root);
    onStack.add(root);
    while (work.length) {
      const frame = work[work.length - 1];
      const edges = (graph.get(frame.node) ?? []).filter((n) => graph.has(n));
      if (frame.edge < edges.length) {
        const to = edges[frame.edge++];
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, edge: 0 });
        } else if (onStack.has(to)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(to)!));
        }
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent)!, low.get(frame.node)!));
      }
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      const selfImport = (graph.get(frame.node) ?? []).includes(frame.node);
      if (component.length > 1 || selfImport) components.push(component);
    }
  }
  return components.map((c) => ({ modules: c.sort(), loop: cycleThrough(graph, new Set(c)) }));
}

/** One import path that closes a loop inside a component, for the message: a → b → … → a. */
function cycleThrough(graph: ImportGraph, members: Set<string>): string[] {
  const start = [...members].sort()[0];
  // Breadth-first from start back to start, staying inside the component: the shortest loop.
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift()!;
    for (const to of graph.get(node) ?? []) {
      if (!members.has(to)) continue;
      if (to === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0])!);
        return [...path, start];
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, node);
        queue.push(to);
      }
    }
  }
  return [start, start];
}

async function* moduleFiles(dir: string): AsyncGenerator<string> {
  for await (const entry of Deno.readDir(dir)) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory) yield* moduleFiles(path);
    else if (/\.tsx?$/.test(entry.name)) yield path;
  }
}

/** The import graph of the modules under `dir` (paths relative to the working directory). */
export async function readImportGraph(dir: string): Promise<ImportGraph> {
  const graph: ImportGraph = new Map();
  for await (const file of moduleFiles(dir)) {
    const base = new URL(file, `file://${Deno.cwd()}/`);
    const targets = importSpecifiers(await Deno.readTextFile(file))
      .map((s) => new URL(s, base).pathname.slice(Deno.cwd().length + 1));
    graph.set(file, targets);
  }
  return graph;
}

if (import.meta.main) {
  const dir = Deno.args[0] ?? "api/services";
  const cycles = findCycles(await readImportGraph(dir));
  for (const { modules, loop } of cycles) {
    console.error(
      `import cycle: ${loop.join(" → ")}\n  (${modules.length} modules reach each other: ${modules.join(", ")})`,
    );
  }
  if (cycles.length) {
    console.error(`${cycles.length} import cycle(s) among ${dir} modules: move the shared piece down (decision 204).`);
    Deno.exit(1);
  }
}
