// `deno lint` plugin: import boundaries between browser and server code, between features, and below shared code.
//
// Read from the AST, not with regexes, so `export … from`, `export * from`, dynamic `import()` and `import("…")`
// types count as imports too. Relative specifiers, and import-map aliases that point into the project, are resolved
// against the importing file; bare package names are only looked at for React (rule domain-pure).
import denoJson from "../../deno.json" with { type: "json" };

const ROOT = new URL("../../", import.meta.url);

/** Import-map aliases into the project ("./…"), longest first, so "a/b" wins over "a/". */
const LOCAL_ALIASES = Object.entries((denoJson as { imports?: Record<string, string> }).imports ?? {})
  .filter(([, target]) => target.startsWith("./"))
  .sort(([a], [b]) => b.length - a.length);

type ImportNode =
  | Deno.lint.ImportDeclaration
  | Deno.lint.ExportNamedDeclaration
  | Deno.lint.ExportAllDeclaration
  | Deno.lint.ImportExpression
  | Deno.lint.TSImportType;

type Import = {
  node: ImportNode;
  specifier: string;
  /** Project-relative path ("src/ui/a.tsx"), or null for a package or anything outside the project. */
  target: string | null;
  /** Erased at build time, so it cannot pull server code into the bundle (but still couples features). */
  typeOnly: boolean;
};

/** Project-relative path of the linted file; `deno lint` passes absolute paths, tests may pass relative ones. */
function projectPath(filename: string): string | null {
  const path = filename.replaceAll("\\", "/");
  const root = ROOT.pathname;
  if (path.startsWith(root)) return path.slice(root.length);
  // A Windows path ("C:/…") does not start with the URL pathname ("/C:/…").
  if (root.startsWith("/") && /^[A-Za-z]:\//.test(path) && `/${path}`.startsWith(root)) {
    return path.slice(root.length - 1);
  }
  if (path.startsWith("/") || /^[A-Za-z]:\//.test(path)) return null;
  return path.replace(/^(\.\/)+/, "");
}

function resolve(specifier: string, from: string): string | null {
  let url: URL | null = null;
  if (/^\.{1,2}\//.test(specifier) || specifier.startsWith("/") || specifier.startsWith("file:")) {
    url = new URL(specifier, new URL(from, ROOT));
  } else {
    const alias = LOCAL_ALIASES.find(([key]) => key.endsWith("/") ? specifier.startsWith(key) : specifier === key);
    if (alias) url = new URL(alias[1] + specifier.slice(alias[0].length), ROOT);
  }
  if (!url || !url.pathname.startsWith(ROOT.pathname)) return null;
  return decodeURIComponent(url.pathname.slice(ROOT.pathname.length));
}

function stringValue(node: Deno.lint.Node | null | undefined): string | null {
  if (!node) return null;
  if (node.type === "Literal") return typeof node.value === "string" ? node.value : null;
  if (node.type === "TemplateLiteral") return node.expressions.length === 0 ? node.quasis[0]?.cooked ?? null : null;
  if (node.type === "TSLiteralType") return stringValue(node.literal);
  return null;
}

function typeOnly(node: ImportNode): boolean {
  switch (node.type) {
    case "ImportDeclaration":
      // `import { type A } from` keeps no value binding; `import {} from "x"` and `import "x"` run the module.
      return node.importKind === "type" ||
        (node.specifiers.length > 0 &&
          node.specifiers.every((s) => s.type === "ImportSpecifier" && s.importKind === "type"));
    case "ExportNamedDeclaration":
      return node.exportKind === "type" ||
        (node.specifiers.length > 0 && node.specifiers.every((s) => s.exportKind === "type"));
    case "ExportAllDeclaration":
      return node.exportKind === "type";
    case "ImportExpression":
      return false;
    case "TSImportType":
      return true;
  }
}

/** A visitor that hands every import and re-export with a static specifier of the file to `check`. */
function importVisitor(
  context: Deno.lint.RuleContext,
  check: (file: string, imp: Import) => void,
): Deno.lint.LintVisitor {
  const file = projectPath(context.filename);
  if (file === null) return {};
  const visit = (node: ImportNode, source: Deno.lint.Node | null | undefined) => {
    const specifier = stringValue(source);
    if (specifier === null) return;
    check(file, { node, specifier, target: resolve(specifier, file), typeOnly: typeOnly(node) });
  };
  return {
    ImportDeclaration: (node) => visit(node, node.source),
    ExportNamedDeclaration: (node) => node.source && visit(node, node.source),
    ExportAllDeclaration: (node) => visit(node, node.source),
    ImportExpression: (node) => visit(node, node.source),
    TSImportType: (node) => visit(node, node.argument),
  };
}

const SERVER_ONLY = /^(api\/|db\/|src\/server\/|src\/platform\/|src\/config(\.ts$|\/))/;
/** The server's layers, top down: the app (src/server) over api/, over db/ and config, over src/platform. */
const BELOW_APP = /^(api\/|db\/|src\/platform\/|src\/config(\.ts$|\/))/;
const isClientCode = (file: string) => /^(routes|src)\//.test(file) && !SERVER_ONLY.test(file);
const featureOf = (path: string | null) => path?.match(/^src\/features\/([^/]+)\//)?.[1] ?? null;
const SHARED = /^src\/(ui|lib|domain)\//;

/** npm package name of a bare or `npm:` specifier: "@scope/name" or "name", without version or subpath. */
function packageName(specifier: string): string | null {
  const bare = specifier.replace(/^npm:\/?/, "");
  if (/^(\.|\/|[a-z][a-z0-9+.-]*:)/i.test(bare)) return null;
  const match = bare.match(/^(@[^/@]+\/[^/@]+|[^/@]+)/);
  return match ? match[1] : null;
}

/** React itself and its bindings (react-dom, @tanstack/react-query, @ark-ui/react, @types/react …). */
function isReact(specifier: string): boolean {
  const name = packageName(specifier);
  if (!name) return false;
  const last = name.split("/").pop()!;
  return last === "react" || last.startsWith("react-");
}

const plugin = {
  name: "boundaries",
  rules: {
    // Server code and secrets must never land in the client bundle; types are erased, so they may cross.
    "client-no-server": {
      create: (context) =>
        importVisitor(context, (file, { node, specifier, target, typeOnly }) => {
          if (!isClientCode(file) || typeOnly || target === null || !SERVER_ONLY.test(target)) return;
          context.report({
            node,
            message: `client-no-server: ${file} reaches the browser and must not import "${specifier}" (${target}), ` +
              "which is server-only: fetch the data over GraphQL/REST, move isomorphic rules to src/domain, or " +
              "import types only (`import type`)",
          });
        }),
    },
    // A feature is deletable and rewritable on its own; even a type import ties it to another one.
    "feature-isolation": {
      create: (context) =>
        importVisitor(context, (file, { node, specifier, target }) => {
          const from = featureOf(file);
          const to = featureOf(target);
          if (!from || !to || from === to) return;
          context.report({
            node,
            message: `feature-isolation: feature "${from}" must not import feature "${to}" ("${specifier}"): ` +
              "move the shared piece down to src/ui, src/lib or src/domain",
          });
        }),
    },
    // Shared code sits below the features; importing one upwards would make every feature depend on it.
    "shared-no-feature": {
      create: (context) =>
        importVisitor(context, (file, { node, specifier, target }) => {
          const layer = file.match(SHARED)?.[1];
          const to = featureOf(target);
          if (!layer || !to) return;
          context.report({
            node,
            message: `shared-no-feature: src/${layer} must not import a feature ("${specifier}", feature "${to}"): ` +
              "move the shared piece down to src/ui, src/lib or src/domain",
          });
        }),
    },
    // The app (src/server) puts api/ and db/ together; code below it importing it back would make a cycle of layers,
    // and src/platform (trace, log, request log) sits under api/ and db/ alike. Types count: they couple layers too.
    "server-layers": {
      create: (context) =>
        importVisitor(context, (file, { node, specifier, target }) => {
          if (!target || !BELOW_APP.test(file)) return;
          const upward = target.startsWith("src/server/") ||
            (file.startsWith("src/platform/") && /^(api|db)\//.test(target));
          if (!upward) return;
          context.report({
            node,
            message: `server-layers: ${file} must not import "${specifier}" (${target}), a layer above it: ` +
              "src/server imports api/, api/ imports db/, and all of them may import src/platform, never upwards",
          });
        }),
    },
    // Domain rules run on the server and in the browser alike, so they stay free of UI code and React.
    "domain-pure": {
      create: (context) =>
        importVisitor(context, (file, { node, specifier, target }) => {
          if (!file.startsWith("src/domain/")) return;
          // Features are shared-no-feature's to report, so a domain→feature import is reported once.
          const what = target && /^src\/(ui|lib)\//.test(target)
            ? target.split("/").slice(0, 2).join("/")
            : isReact(specifier)
            ? "React"
            : null;
          if (!what) return;
          context.report({
            node,
            message: `domain-pure: src/domain must not import ${what} ("${specifier}"): keep domain rules plain ` +
              "TypeScript and move the UI-facing part to src/lib or src/ui, which may import src/domain",
          });
        }),
    },
  },
} satisfies Deno.lint.Plugin;

export default plugin;
