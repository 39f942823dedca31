// The import-boundary lint plugin (scripts/lint/boundaries.ts) on made-up files: each rule fires, allowed imports pass.
import assert from "node:assert/strict";
import plugin from "../../scripts/lint/boundaries.ts";

/** Rule names reported for `source` linted as `file` (project-relative unless absolute), sorted. */
function lint(file: string, source: string): string[] {
  return Deno.lint.runPlugin(plugin, file, source).map((d) => d.id.replace(/^boundaries\//, "")).sort();
}

function messages(file: string, source: string): string[] {
  return Deno.lint.runPlugin(plugin, file, source).map((d) => d.message);
}

Deno.test("client-no-server: value imports, re-exports and dynamic imports of server code from client code", () => {
  const feature = "src/features/jobs/a.tsx";
  assert.deepEqual(lint(feature, `import { x } from "../../../api/x.ts";`), ["client-no-server"]);
  // Resolved against the importing file: from src/features/jobs/, "../../api/" is src/api/, not the server's api/.
  assert.deepEqual(lint(feature, `import { x } from "../../api/x.ts";`), []);
  assert.deepEqual(lint("src/ui/a.tsx", `import { x } from "../../api/x.ts";`), ["client-no-server"]);
  assert.deepEqual(lint("src/ui/a.tsx", `import "../../db/client.ts";`), ["client-no-server"]);
  assert.deepEqual(lint("src/ui/a.tsx", `import { type A, b } from "../../api/x.ts";`), ["client-no-server"]);
  assert.deepEqual(lint("src/ui/a.tsx", `export { x } from "../../db/y.ts";`), ["client-no-server"]);
  assert.deepEqual(lint("src/lib/a.ts", `export * from "../server/app.ts";`), ["client-no-server"]);
  assert.deepEqual(lint("src/lib/a.ts", `export * as app from "../server/app.ts";`), ["client-no-server"]);
  assert.deepEqual(lint("src/ui/a.tsx", `const c = await import("../config.ts");`), ["client-no-server"]);
  assert.deepEqual(lint("src/ui/a.tsx", "const c = await import(`../config.ts`);"), ["client-no-server"]);
  assert.deepEqual(lint("routes/$locale/x.tsx", `import { db } from "../../db/client.ts";`), ["client-no-server"]);
  assert.deepEqual(lint("src/router.tsx", `import { config } from "./config.ts";`), ["client-no-server"]);
  assert.deepEqual(lint("src/ui/a.tsx", `import { parseConfig } from "../config/load.ts";`), ["client-no-server"]);
  // deno lint passes absolute file names.
  const absolute = new URL("../../src/ui/a.tsx", import.meta.url).pathname;
  assert.deepEqual(lint(absolute, `import { x } from "../../api/x.ts";`), ["client-no-server"]);
});

Deno.test("client-no-server: types may cross, server code may import server code, and packages are not its concern", () => {
  const feature = "src/features/jobs/a.tsx";
  assert.deepEqual(lint(feature, `import type { Job } from "../../../api/graphql/types.ts";`), []);
  assert.deepEqual(lint(feature, `import { type Job, type Jobs } from "../../../api/graphql/types.ts";`), []);
  assert.deepEqual(lint("src/ui/a.tsx", `export type { Job } from "../../api/graphql/types.ts";`), []);
  assert.deepEqual(lint("src/ui/a.tsx", `export { type Job } from "../../api/graphql/types.ts";`), []);
  assert.deepEqual(lint("src/ui/a.tsx", `export type * from "../../api/graphql/types.ts";`), []);
  assert.deepEqual(lint("src/ui/a.tsx", `type Job = import("../../api/graphql/types.ts").Job;`), []);
  assert.deepEqual(lint("src/server/app.ts", `import { api } from "../../api/app.ts";`), []);
  assert.deepEqual(lint("src/server/app.ts", `export * from "../../db/client.ts";`), []);
  assert.deepEqual(lint("src/config.ts", `import { db } from "../db/client.ts";`), []);
  assert.deepEqual(lint("src/config/schema.ts", `import { x } from "../platform/client-address.ts";`), []);
  assert.deepEqual(lint("api/rest/a.ts", `import { db } from "../../db/client.ts";`), []);
  assert.deepEqual(lint("src/ui/a.tsx", `import { Hono } from "hono"; const m = await import(name);`), []);
  assert.deepEqual(lint("/elsewhere/src/ui/a.tsx", `import { x } from "../../api/x.ts";`), []);
});

Deno.test("feature-isolation: a feature never imports another one, not even its types", () => {
  const feature = "src/features/jobs/a.tsx";
  assert.deepEqual(lint(feature, `import { Card } from "../articles/card.tsx";`), ["feature-isolation"]);
  assert.deepEqual(lint(feature, `import type { Article } from "../articles/queries.ts";`), ["feature-isolation"]);
  assert.deepEqual(lint(feature, `import { type Article } from "../articles/queries.ts";`), ["feature-isolation"]);
  assert.deepEqual(lint(feature, `export * from "../articles/queries.ts";`), ["feature-isolation"]);
  assert.deepEqual(lint(feature, `export type { Article } from "../articles/queries.ts";`), ["feature-isolation"]);
  assert.deepEqual(lint(feature, `const m = import("../articles/page.tsx");`), ["feature-isolation"]);
  assert.deepEqual(lint(feature, `type A = import("../articles/queries.ts").Article;`), ["feature-isolation"]);
  assert.match(messages(feature, `import { a } from "../articles/a.ts";`)[0], /move the shared piece down to src\/ui/);
});

Deno.test("feature-isolation: a feature imports itself and shared code; routes put features together", () => {
  const feature = "src/features/jobs/a.tsx";
  assert.deepEqual(lint(feature, `import { b } from "./b.tsx"; export * from "../jobs/c.ts";`), []);
  assert.deepEqual(lint(feature, `import { Dialog } from "../../ui/dialog.tsx"; import "../../lib/gql.ts";`), []);
  assert.deepEqual(lint("src/features/jobs-extra/a.tsx", `import { b } from "./b.tsx";`), []);
  assert.deepEqual(
    lint("routes/$locale/jobs/index.tsx", `import { J } from "../../../src/features/jobs/jobs-page.tsx";`),
    [],
  );
});

Deno.test("shared-no-feature: src/ui, src/lib and src/domain never import a feature", () => {
  assert.deepEqual(lint("src/ui/a.tsx", `import { b } from "../features/jobs/b.tsx";`), ["shared-no-feature"]);
  assert.deepEqual(lint("src/ui/a.tsx", `import type { B } from "../features/jobs/b.tsx";`), ["shared-no-feature"]);
  assert.deepEqual(lint("src/lib/a.ts", `export { q } from "../features/layout/queries.ts";`), ["shared-no-feature"]);
  assert.deepEqual(lint("src/lib/deep/a.ts", `await import("../../features/jobs/b.tsx");`), ["shared-no-feature"]);
  assert.deepEqual(lint("src/domain/a.ts", `import { b } from "../features/jobs/b.ts";`), ["shared-no-feature"]);
  assert.match(
    messages("src/ui/a.tsx", `import { b } from "../features/jobs/b.tsx";`)[0],
    /src\/ui must not import a feature.*move the shared piece down to src\/ui, src\/lib or src\/domain/,
  );
  assert.deepEqual(lint("src/ui/a.tsx", `import { c } from "../lib/c.ts"; import { d } from "../domain/d.ts";`), []);
});

Deno.test("domain-pure: src/domain imports neither src/ui, src/lib nor React", () => {
  const domain = "src/domain/a.ts";
  assert.deepEqual(lint(domain, `import { useState } from "react";`), ["domain-pure"]);
  assert.deepEqual(lint(domain, `import type { ReactNode } from "react";`), ["domain-pure"]);
  assert.deepEqual(lint(domain, `import { createRoot } from "react-dom/client";`), ["domain-pure"]);
  assert.deepEqual(lint(domain, `import { useQuery } from "@tanstack/react-query";`), ["domain-pure"]);
  assert.deepEqual(lint(domain, `import React from "npm:react@19";`), ["domain-pure"]);
  assert.deepEqual(lint(domain, `import { Dialog } from "../ui/dialog.tsx";`), ["domain-pure"]);
  assert.deepEqual(lint(domain, `export * from "../lib/gql.ts";`), ["domain-pure"]);
  assert.match(messages(domain, `import { useState } from "react";`)[0], /src\/domain must not import React/);
  assert.deepEqual(lint(domain, `import * as v from "valibot"; import { b } from "./b.ts"; import "reactive";`), []);
  // The same imports are fine outside src/domain.
  assert.deepEqual(lint("src/lib/a.ts", `import { useState } from "react"; import { D } from "../ui/dialog.tsx";`), []);
});

Deno.test("server-layers: api/, db/, config and src/platform never import the app above them", () => {
  assert.deepEqual(lint("api/rest/a.ts", `import { viewerOf } from "../../src/server/session.ts";`), ["server-layers"]);
  assert.deepEqual(lint("api/graphql/a.ts", `import type { S } from "../../src/server/session.ts";`), [
    "server-layers",
  ]);
  assert.deepEqual(lint("db/a.ts", `import { withSpan } from "../src/server/trace.ts";`), ["server-layers"]);
  assert.deepEqual(lint("src/config.ts", `import { p } from "./server/client-address.ts";`), ["server-layers"]);
  assert.deepEqual(lint("src/config/schema.ts", `import { p } from "../server/client-address.ts";`), ["server-layers"]);
  assert.deepEqual(lint("src/platform/a.ts", `import { Db } from "../../db/client.ts";`), ["server-layers"]);
  assert.deepEqual(lint("src/platform/a.ts", `import { x } from "../../api/graphql/context.ts";`), ["server-layers"]);
  assert.match(messages("db/a.ts", `import "../src/server/app.ts";`)[0], /a layer above it/);
  // Downward imports are the point of the layers.
  assert.deepEqual(
    lint("src/server/app.ts", `import { a } from "../../api/rest/a.ts"; import "../platform/log.ts";`),
    [],
  );
  assert.deepEqual(lint("api/rest/a.ts", `import { viewerOf } from "../../src/platform/request-viewer.ts";`), []);
  assert.deepEqual(lint("db/a.ts", `import { withSpan } from "../src/platform/trace.ts";`), []);
  assert.deepEqual(lint("src/platform/a.ts", `import { isTeamRole } from "../domain/authorization.ts";`), []);
});
