// A build-time Panda "macro": replaces every css({...}) call whose arguments are literals with the class-name string
// it produces, so the browser bundle carries neither the style objects nor Panda's runtime (≈6 KB gzipped).
// Calls with dynamic arguments are left alone and keep working through the runtime.
import type { Plugin } from "vite";

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const DYNAMIC = Symbol("dynamic");

function literalValue(node: Node): unknown {
  switch (node.type) {
    case "Literal":
      return (node as unknown as { value: unknown }).value;
    case "TemplateLiteral": {
      const t = node as unknown as { expressions: Node[]; quasis: Array<{ value: { cooked: string } }> };
      return t.expressions.length ? DYNAMIC : t.quasis.map((q) => q.value.cooked).join("");
    }
    case "UnaryExpression": {
      const u = node as unknown as { operator: string; argument: Node };
      const v = literalValue(u.argument);
      return u.operator === "-" && typeof v === "number" ? -v : DYNAMIC;
    }
    case "ArrayExpression": {
      const values = (node.elements as Node[]).map((e) => (e ? literalValue(e) : undefined));
      return values.includes(DYNAMIC) ? DYNAMIC : values;
    }
    case "ObjectExpression": {
      const out: Record<string, unknown> = {};
      for (const p of node.properties as Node[]) {
        if (p.type !== "Property" || p.computed || p.kind !== "init") return DYNAMIC;
        const key = p.key as Node;
        const name = key.type === "Identifier"
          ? (key as unknown as { name: string }).name
          : (key as unknown as { value: unknown }).value;
        const value = literalValue(p.value as Node);
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
        const args = (n.arguments as Node[]).map(literalValue);
        if (args.some((a) => a === DYNAMIC)) return;
        edits.push([n.start, n.end, JSON.stringify(css!(...args))]);
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
