import type { ImportEdge } from "./read-imports";

/**
 * The folder a file counts in: `lib/<name>` for the library's layers (a loose file such as
 * `lib/errors.ts` is its own), else the top folder (`app`, `components`, `scripts`...) or the
 * root file itself.
 */
export function folderOf(file: string): string {
  const parts = file.split("/");
  if (parts[0] === "lib" && parts.length > 2) return `lib/${parts[1]}`;
  return parts.length > 1 && parts[0] !== "lib" ? parts[0]! : file;
}

/** One cycle between folders: the folders in it and the file imports that close it. */
export type FolderCycle = { folders: string[]; edges: ImportEdge[] };

/**
 * The import cycles between folders: each strongly connected set of two or more folders
 * (Tarjan), with the imports between its members, which are what to cut.
 */
export function findFolderCycles(
  edges: readonly ImportEdge[],
  groupOf: (file: string) => string = folderOf,
): FolderCycle[] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    const [a, b] = [groupOf(from), groupOf(to)];
    if (a === b) continue;
    if (!next.has(a)) next.set(a, new Set());
    if (!next.has(b)) next.set(b, new Set());
    next.get(a)!.add(b);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let counter = 0;
  // Recursive Tarjan: the folder graph has tens of nodes, never deep enough to matter.
  function visit(node: string): void {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) components.push(component.sort());
  }
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node);
  return components.map((folders) => {
    const members = new Set(folders);
    return {
      folders,
      edges: edges.filter(
        ({ from, to }) =>
          groupOf(from) !== groupOf(to) && members.has(groupOf(from)) && members.has(groupOf(to)),
      ),
    };
  });
}
