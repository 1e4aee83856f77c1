import { watch, type FSWatcher } from "node:fs";
import { readdir, realpath, stat } from "node:fs/promises";
import path from "node:path";

/**
 * A full look at every followed folder this often, whatever fs.watch says: it catches what the
 * watch misses (a network or container mount, a folder made after the watch started, a
 * platform without recursive watching), at the cost of a stat per file.
 */
export const POLL_MS = 2_000;
/** Events of one burst (an editor's save, a line written in pieces) make one look. */
export const DEBOUNCE_MS = 150;

export type WatchedFolder = { folder: string; workspaceId: string };

export type FolderWatchOptions = {
  folders: () => WatchedFolder[];
  /** Brings one file up to date; never called twice at once (one file at a time). */
  follow(file: string, workspaceId: string): Promise<void>;
  log(message: string): void;
  pollMs?: number;
  debounceMs?: number;
};

type Seen = { size: number; mtimeMs: number };

/**
 * Follows every `.jsonl` file under the folders: fs.watch (recursive) makes a changed file's
 * look start within the debounce, and a full look runs every poll. Files are brought up to date
 * one at a time, in the order they changed; a file that changes while it is being read is read
 * again after. Errors (an unreadable folder, EACCES, a symlink loop, a file gone) are logged
 * with their reason, once per path and reason, and never stop the watch.
 */
export function watchFolders(options: FolderWatchOptions) {
  const pollMs = options.pollMs ?? POLL_MS;
  const debounceMs = options.debounceMs ?? DEBOUNCE_MS;
  const seen = new Map<string, Seen>();
  const queue = new Map<string, string>(); // file -> workspace, in order of arrival
  const watchers = new Map<string, FSWatcher>();
  const logged = new Set<string>();
  let running: Promise<void> | null = null;
  let isStopped = false;
  let debounce: NodeJS.Timeout | null = null;

  function logOnce(key: string, message: string): void {
    if (logged.has(key)) return;
    logged.add(key);
    options.log(message);
  }

  function enqueue(file: string, workspaceId: string): void {
    queue.set(file, workspaceId);
    running ??= drain().finally(() => (running = null));
  }

  async function drain(): Promise<void> {
    for (const [file, workspaceId] of queue) {
      if (isStopped) return;
      queue.delete(file);
      try {
        await options.follow(file, workspaceId);
      } catch (error) {
        seen.delete(file); // tried again on the next look
        logOnce(`${file}\n${String(error)}`, `Watch: ${file} not followed: ${describe(error)}`);
      }
    }
  }

  let looking: Promise<void> | null = null;
  let isLookWanted = false;

  /** One look at a time; asked for meanwhile, another follows it. */
  async function look(): Promise<void> {
    if (looking !== null) {
      isLookWanted = true;
      return looking;
    }
    looking = lookOnce().finally(() => (looking = null));
    await looking;
    if (isLookWanted) {
      isLookWanted = false;
      await look();
    }
  }

  async function lookOnce(): Promise<void> {
    for (const { folder, workspaceId } of options.folders()) {
      for (const file of await listTranscripts(folder, logOnce)) {
        const info = await stat(file).catch(() => null);
        if (info === null) continue;
        const before = seen.get(file);
        if (before?.size === info.size && before.mtimeMs === info.mtimeMs) continue;
        seen.set(file, { size: info.size, mtimeMs: info.mtimeMs });
        enqueue(file, workspaceId);
      }
      startWatch(folder);
    }
  }

  function startWatch(folder: string): void {
    if (watchers.has(folder) || isStopped) return;
    try {
      const watcher = watch(folder, { recursive: true, persistent: false }, () => lookSoon());
      watcher.on("error", (error) => {
        logOnce(
          `${folder}\nwatch`,
          `Watch: ${folder}: ${describe(error)}; polled every ${pollMs} ms`,
        );
        watcher.close();
        watchers.delete(folder);
      });
      watchers.set(folder, watcher);
    } catch (error) {
      logOnce(
        `${folder}\nwatch`,
        `Watch: ${folder}: ${describe(error)}; polled every ${pollMs} ms`,
      );
    }
  }

  function lookSoon(): void {
    if (debounce !== null || isStopped) return;
    debounce = setTimeout(() => {
      debounce = null;
      void look().catch((error: unknown) =>
        options.log(`Watch: a look failed: ${describe(error)}`),
      );
    }, debounceMs);
    debounce.unref?.();
  }

  const poll = setInterval(lookSoon, pollMs);
  poll.unref?.();
  lookSoon();

  return {
    /** Looks at every folder now (a folder just added in the settings). */
    lookNow: lookSoon,
    /** Stops watching; resolves once the file being read is done. */
    async stop(): Promise<void> {
      isStopped = true;
      clearInterval(poll);
      if (debounce !== null) clearTimeout(debounce);
      for (const watcher of watchers.values()) watcher.close();
      await running;
    },
  };
}

/**
 * The `.jsonl` files under `folder`, symlinks followed once each (a loop ends where it comes
 * back to a folder already listed). An unreadable folder is logged and left out.
 */
async function listTranscripts(
  folder: string,
  logOnce: (key: string, message: string) => void,
): Promise<string[]> {
  const files: string[] = [];
  const visited = new Set<string>();
  async function walk(dir: string): Promise<void> {
    let real: string;
    try {
      real = await realpath(dir);
      if (visited.has(real)) return;
      visited.add(real);
      const entries = await readdir(dir, { withFileTypes: true });
      for (const entry of entries) {
        const full = path.join(dir, entry.name);
        const isLink = entry.isSymbolicLink();
        const target = isLink ? await stat(full).catch(() => null) : entry;
        if (target === null) continue; // a dangling link
        if (target.isDirectory()) await walk(full);
        else if (target.isFile() && entry.name.endsWith(".jsonl")) files.push(full);
      }
    } catch (error) {
      logOnce(`${dir}\n${String(error)}`, `Watch: ${dir} not read: ${describe(error)}`);
    }
  }
  await walk(folder);
  return files;
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code ? `${code}: ${error.message}` : error.message;
  }
  return String(error);
}
