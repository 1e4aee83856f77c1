// `npm run -s graph`: the import graph between the tree's folders (lib/<layer>, app,
// components, scripts...), read from the code's own imports: what each folder imports, and
// every cycle between folders with the file imports that close it. Tests and testing/ helpers
// are left out (they may cross layers to build fixtures).
import path from "node:path";
import { findFolderCycles, folderOf } from "./import-graph/folder-cycles";
import { readImports, type ImportEdge } from "./import-graph/read-imports";

const ROOT = path.resolve(import.meta.dirname, "..");
const GRAPH_DIRS = ["lib", "app", "components", "scripts", "e2e"] as const;

const edges = readImports(ROOT, GRAPH_DIRS);
const uses = new Map<string, Map<string, number>>();
for (const { from, to } of edges) {
  const [a, b] = [folderOf(from), folderOf(to)];
  if (a === b) continue;
  const targets = uses.get(a) ?? new Map<string, number>();
  targets.set(b, (targets.get(b) ?? 0) + 1);
  uses.set(a, targets);
}
console.log(
  `${edges.length} imports between product files; folders and what they import (imports):`,
);
for (const [folder, targets] of [...uses].sort(([a], [b]) => a.localeCompare(b))) {
  const list = [...targets].sort(([a], [b]) => a.localeCompare(b));
  console.log(`  ${folder} -> ${list.map(([name, n]) => `${name} (${n})`).join(", ")}`);
}
const cycles = findFolderCycles(edges);
console.log(`${cycles.length} import cycle(s) between folders`);
for (const cycle of cycles) {
  console.log(`  ${cycle.folders.join(" <-> ")}:`);
  const pairs = new Map<string, ImportEdge[]>();
  for (const edge of cycle.edges) {
    const pair = `${folderOf(edge.from)} -> ${folderOf(edge.to)}`;
    pairs.set(pair, [...(pairs.get(pair) ?? []), edge]);
  }
  // The few imports of a pair are the ones to cut: they are listed; a pair of many is counted.
  for (const [pair, imports] of [...pairs].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`    ${pair} (${imports.length})`);
    if (imports.length <= 3)
      for (const { from, to } of imports) console.log(`      ${from} -> ${to}`);
  }
}
