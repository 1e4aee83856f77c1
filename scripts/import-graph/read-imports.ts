import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/** One import of the tree: the importing file and the file it names, both relative to the root. */
export type ImportEdge = { from: string; to: string };

const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const SKIPPED_DIRS = new Set([
  "node_modules",
  ".next",
  ".worker",
  "generated",
  "generated-postgres",
  "data",
]);
const RESOLVED_EXTENSIONS = ["", ".ts", ".tsx", ".mts", ".mjs", "/index.ts", "/index.tsx"];

/** Test files and test helpers may cross layers to build fixtures: the shape is about the product. */
export function isProductSource(file: string): boolean {
  return (
    SOURCE.test(file) &&
    !/\.test\.tsx?$/.test(file) &&
    !/\.d\.mts$/.test(file) &&
    !file.split("/").some((part) => part === "testing" || part === "_testing")
  );
}

function listFiles(root: string, dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith(".") || SKIPPED_DIRS.has(entry.name)) return [];
    const rel = dir === "" ? entry.name : `${dir}/${entry.name}`;
    return entry.isDirectory() ? listFiles(root, rel) : [rel];
  });
}

/** Where `specifier`, imported by `from`, lands among `files`; null for a package. */
function resolve(specifier: string, from: string, files: Set<string>): string | null {
  let base: string;
  if (specifier.startsWith("@/")) base = specifier.slice(2);
  else if (specifier.startsWith(".")) base = path.posix.join(path.posix.dirname(from), specifier);
  else return null;
  const stem = base.replace(/\.(js|mjs)$/, "");
  for (const candidate of [base, ...RESOLVED_EXTENSIONS.map((ext) => stem + ext)])
    if (files.has(candidate)) return candidate;
  return null;
}

/**
 * Every import between product source files under `dirs` of `root` (static, re-exports and
 * `import()` with a literal name; type-only imports too: a type is a dependency of design),
 * read by TypeScript's own pre-processor, so comments and strings never count.
 */
export function readImports(root: string, dirs: readonly string[]): ImportEdge[] {
  const all = dirs.flatMap((dir) => listFiles(root, dir)).filter((f) => SOURCE.test(f));
  const files = new Set(all);
  return all.filter(isProductSource).flatMap((from) => {
    const text = readFileSync(path.join(root, from), "utf8");
    const { importedFiles } = ts.preProcessFile(text, true, true);
    return importedFiles.flatMap(({ fileName }) => {
      const to = resolve(fileName, from, files);
      return to === null || !isProductSource(to) ? [] : [{ from, to }];
    });
  });
}
