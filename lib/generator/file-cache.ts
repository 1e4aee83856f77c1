import { synthesizeCode } from "./code-synth";
import type { Project } from "./project";
import { createRng, hashString } from "./prng";

/** Files kept in memory at once: bounds memory for 1 GB runs while re-reads stay consistent. */
const MAX_CACHED_FILES = 48;

/**
 * The simulated working tree: each path has deterministic content (derived from the session
 * seed and the path), so reading a file twice shows the same text and edits stick while the
 * file stays cached. Evicted files are regenerated from their seed (their edits are lost,
 * which a reader of the transcript cannot tell from a `git checkout`).
 */
export class FileCache {
  private readonly files = new Map<string, string>();

  constructor(
    private readonly seed: number,
    private readonly project: Project,
  ) {}

  /** Full content of a file, creating it on first use. */
  read(path: string): string {
    const cached = this.files.get(path);
    if (cached !== undefined) {
      // Map keeps insertion order: re-inserting makes this the most recently used entry.
      this.files.delete(path);
      this.files.set(path, cached);
      return cached;
    }
    const rng = createRng(hashString(path, this.seed));
    const size = rng.logInt(900, 38_000);
    const content = path.endsWith(".md")
      ? `# ${this.project.repo}\n\n` + synthesizeCode(rng, this.project.language, size)
      : synthesizeCode(rng, this.project.language, size);
    this.store(path, content);
    return content;
  }

  write(path: string, content: string): void {
    this.files.delete(path);
    this.store(path, content);
  }

  private store(path: string, content: string): void {
    this.files.set(path, content);
    if (this.files.size > MAX_CACHED_FILES) {
      const oldest = this.files.keys().next().value;
      if (oldest !== undefined) this.files.delete(oldest);
    }
  }
}
