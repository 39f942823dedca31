// `deno task codegen` writes the typed contract (scripts/graphql-contract.ts); `--check` (run by `deno task check`)
// only compares and fails when a generated file is stale, missing or left over, or a document does not match the
// schema.
import {
  type ContractFile,
  findDocumentSources,
  findStaleFiles,
  generateContract,
  generatedPathOf,
} from "./graphql-contract.ts";

const root = new URL("../", import.meta.url);
const check = Deno.args.includes("--check");

const read = (path: string) => Deno.readTextFile(new URL(path, root)).catch(() => null);

/** Generated client files whose document file is gone. */
async function leftovers(sources: { path: string }[]): Promise<string[]> {
  const expected = new Set(sources.map((s) => generatedPathOf(s.path)));
  const found: string[] = [];
  const walk = async (dir: string) => {
    for await (const entry of Deno.readDir(new URL(dir, root))) {
      const path = `${dir}${entry.name}`;
      if (entry.isDirectory) await walk(`${path}/`);
      else if (path.endsWith(".generated.ts") && path.includes("/features/") && !expected.has(path)) found.push(path);
    }
  };
  await walk("src/");
  return found;
}

let files: ContractFile[];
const sources = await findDocumentSources(root);
try {
  files = await generateContract(sources);
} catch (error) {
  console.error(`codegen: ${(error as Error).message}`);
  Deno.exit(1);
}
const orphans = await leftovers(sources);

if (check) {
  const stale = await findStaleFiles(files, read);
  if (stale.length || orphans.length) {
    console.error(
      "codegen: the generated contract is out of date; run `deno task codegen` and commit the result:\n  " +
        [...stale.map((p) => `stale: ${p}`), ...orphans.map((p) => `no document file: ${p}`)].join("\n  "),
    );
    Deno.exit(1);
  }
  console.log(`codegen: ${files.length} generated files match the schema and ${sources.length} document files`);
} else {
  for (const file of files) {
    const url = new URL(file.path, root);
    await Deno.mkdir(new URL(".", url), { recursive: true });
    if ((await read(file.path)) !== file.content) await Deno.writeTextFile(url, file.content);
  }
  for (const orphan of orphans) await Deno.remove(new URL(orphan, root));
  console.log(`codegen: wrote ${files.length} files (${sources.length} document files)`);
}
