// A build-time Panda "macro": replaces every css({...}) call whose arguments are literals with the class-name string
// it produces, so the browser bundle carries neither the style objects nor Panda's runtime (≈6 KB gzipped).
// A conditional with literal branches (`gap: wide ? "4" : "2"`) becomes one class string per branch behind the same
// test. Calls with other dynamic arguments are left alone and keep working through the runtime.
import type { Plugin } from "vite";

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const DYNAMIC = Symbol("dynamic");

/** Branches chosen so far: a conditional expression stands for the branch it maps to. */
type Choices = Map<Node, Node>;

function literalValue(node: Node, choices: Choices = new Map()): unknown {
  const chosen = choices.get(node);
  if (chosen) return literalValue(chosen, choices);
  switch (node.type) {
    case "Identifier":
      return (node as unknown as { name: string }).name === "undefined" ? undefined : DYNAMIC;
    case "Literal":
      return (node as unknown as { value: unknown }).value;
    case "TemplateLiteral": {
      const t = node as unknown as { expressions: Node[]; quasis: Array<{ value: { cooked: string } }> };
      return t.expressions.length ? DYNAMIC : t.quasis.map((q) => q.value.cooked).join("");
    }
    case "UnaryExpression": {
      const u = node as unknown as { operator: string; argument: Node };
      const v = literalValue(u.argument, choices);
      if (u.operator === "void" && v !== DYNAMIC) return undefined;
      return u.operator === "-" && typeof v === "number" ? -v : DYNAMIC;
    }
    case "ArrayExpression": {
      const values = (node.elements as Node[]).map((e) => (e ? literalValue(e, choices) : undefined));
      return values.includes(DYNAMIC) ? DYNAMIC : values;
    }
    case "ObjectExpression": {
      const out: Record<string, unknown> = {};
      for (const p of node.properties as Node[]) {
        if (p.type === "SpreadElement") {
          const spread = literalValue(p.argument as Node, choices);
          if (!spread || typeof spread !== "object" || Array.isArray(spread)) return DYNAMIC;
          Object.assign(out, spread);
          continue;
        }
        if (p.type !== "Property" || p.computed || p.kind !== "init") return DYNAMIC;
        const key = p.key as Node;
        const name = key.type === "Identifier"
          ? (key as unknown as { name: string }).name
          : (key as unknown as { value: unknown }).value;
        const value = literalValue(p.value as Node, choices);
        if (value === DYNAMIC || (typeof name !== "string" && typeof name !== "number")) return DYNAMIC;
        out[String(name)] = value;
      }
      return out;
    }
    default:
      return DYNAMIC;
  }
}

function walk(node: unknown, visit: (n: Node) => void) {
  if (!node || typeof node !== "object") return;
  if (Array.isArray(node)) return node.forEach((n) => walk(n, visit));
  const n = node as Node;
  if (typeof n.type === "string") visit(n);
  for (const key in n) if (key !== "type" && key !== "start" && key !== "end") walk(n[key], visit);
}

/** A test that only reads (names, properties, comparisons, negation): safe to evaluate in another order. */
function isPureTest(node: Node): boolean {
  switch (node.type) {
    case "Identifier":
    case "Literal":
      return true;
    case "MemberExpression":
      return !node.computed && isPureTest(node.object as Node);
    case "UnaryExpression":
      return node.operator === "!" && isPureTest(node.argument as Node);
    case "BinaryExpression":
    case "LogicalExpression":
      return isPureTest(node.left as Node) && isPureTest(node.right as Node);
    default:
      return false;
  }
}

/** The first conditional (a ? b : c) not yet chosen in the literal parts of a call's arguments. */
function openConditional(node: Node, choices: Choices): Node | undefined {
  const chosen = choices.get(node);
  if (chosen) return openConditional(chosen, choices);
  if (node.type === "ConditionalExpression") return node;
  const children = node.type === "ArrayExpression"
    ? (node.elements as Node[]).filter(Boolean)
    : node.type === "ObjectExpression"
    ? (node.properties as Node[]).map((p) => (p.type === "SpreadElement" ? p.argument : p.value) as Node).filter(
      Boolean,
    )
    : [];
  for (const child of children) {
    const found = openConditional(child, choices);
    if (found) return found;
  }
  return undefined;
}

/** At most this many conditionals in one call (2^n class strings). */
const MAX_CONDITIONALS = 4;

/**
 * The code for a css() call: its class string when the arguments are literals; when they hold conditionals with
 * literal branches and a test that only reads, one class string per branch behind the same tests; else DYNAMIC.
 */
function staticCall(
  args: Node[],
  code: string,
  css: (...args: unknown[]) => string,
  choices: Choices = new Map(),
): string | typeof DYNAMIC {
  const conditional = args.map((a) => openConditional(a, choices)).find(Boolean);
  if (!conditional) {
    const values = args.map((a) => literalValue(a, choices));
    return values.includes(DYNAMIC) ? DYNAMIC : JSON.stringify(css(...values));
  }
  const test = conditional.test as Node;
  if (choices.size >= MAX_CONDITIONALS || !isPureTest(test)) return DYNAMIC;
  const yes = staticCall(args, code, css, new Map(choices).set(conditional, conditional.consequent as Node));
  const no = staticCall(args, code, css, new Map(choices).set(conditional, conditional.alternate as Node));
  if (yes === DYNAMIC || no === DYNAMIC) return DYNAMIC;
  return `((${code.slice(test.start, test.end)})?${yes}:${no})`;
}

export function pandaStaticCss(options: { cssModule: string }): Plugin {
  let css: ((...args: unknown[]) => string) | undefined;
  return {
    name: "panda-static-css",
    enforce: "post",
    async buildStart() {
      css = (await import(options.cssModule)).css;
    },
    transform(code, id) {
      // Panda's generated modules are pure: once the calls are gone, tree-shaking may drop them.
      if (id.includes("/styled-system/")) return { code, map: null, moduleSideEffects: false };
      if (!/\.(tsx?|jsx?)$/.test(id.split("?")[0]) || id.includes("node_modules")) return;
      if (!code.includes("css(")) return;
      const ast = this.parse(code) as unknown as Node;
      // Only calls of the `css` imported from styled-system are rewritten.
      let local: string | undefined;
      for (const stmt of ast.body as Node[]) {
        if (
          stmt.type !== "ImportDeclaration" ||
          !String((stmt.source as { value: string }).value).startsWith("styled-system/css")
        ) continue;
        for (const s of stmt.specifiers as Node[]) {
          if (s.type === "ImportSpecifier" && (s.imported as { name: string }).name === "css") {
            local = (s.local as { name: string }).name;
          }
        }
      }
      if (!local) return;
      const edits: Array<[number, number, string]> = [];
      walk(ast, (n) => {
        if (n.type !== "CallExpression") return;
        const callee = n.callee as Node & { name?: string };
        if (callee.type !== "Identifier" || callee.name !== local) return;
        const replacement = staticCall(n.arguments as Node[], code, css!);
        if (replacement === DYNAMIC) {
          if (Deno.env.get("PANDA_STATIC_DEBUG")) {
            console.warn(`panda-static: dynamic ${id}: ${code.slice(n.start, n.end)}`);
          }
          return;
        }
        edits.push([n.start, n.end, replacement]);
      });
      if (!edits.length) return;
      let out = code;
      for (const [start, end, text] of edits.sort((a, b) => b[0] - a[0])) {
        out = out.slice(0, start) + text + out.slice(end);
      }
      return { code: out, map: null };
    },
  };
}
