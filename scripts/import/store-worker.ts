// The import's store thread: opens the database once (migrations, Prisma and its query compiler,
// the workspace) and stores every file handed to it, in the order handed, on the process's one
// connection. A thread of its own, so loading Prisma and every write run beside the reading
// thread instead of between its files, and the reading thread never loads Prisma at all.
import type { IngestOutcome } from "../../lib/services/ingest/ingest-file";
import type { PlannedFile } from "./find-transcripts";
import type { ReadFile } from "./import-worker";
import { openStore, type Store } from "./open-store";

export type StoreTask =
  { kind: "open"; workspace: string } | { kind: "store"; item: PlannedFile; read: ReadFile };

let store: Promise<Store> | null = null;

export default async function runStoreTask(task: StoreTask): Promise<IngestOutcome | null> {
  if (task.kind === "open") {
    store = openStore(task.workspace);
    await store;
    return null;
  }
  if (store === null) throw new Error("the store is not open: send an open task first");
  return (await store)(task.item, task.read);
}
