import { appendFile, mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { z } from "zod";
import { transcriptSummarySchema } from "@/lib/contracts/transcript-summary";

const listSchema = z.object({ transcripts: z.array(transcriptSummarySchema) });

/** The folder the e2e server follows (playwright.config.ts sets its WATCH to it). */
export const e2eWatchFolder = () =>
  path.join(process.env.E2E_DATA_DIR ?? "/nonexistent", "watched");

/**
 * A transcript file in the followed folder, written and grown by the test as Claude Code
 * writes a session; `remove` deletes the file, then its stored session.
 */
export class LiveFolderFile {
  readonly path: string;

  constructor(
    private readonly request: APIRequestContext,
    relative: string,
  ) {
    this.path = path.join(e2eWatchFolder(), relative);
  }

  async write(lines: string[]): Promise<void> {
    await mkdir(path.dirname(this.path), { recursive: true });
    await writeFile(this.path, lines.map((line) => `${line}\n`).join(""));
  }

  async append(lines: string[]): Promise<void> {
    await appendFile(this.path, lines.map((line) => `${line}\n`).join(""));
  }

  /** The stored session of this file, once the server has imported it (by its name). */
  async stored() {
    const response = await this.request.get(`/api/transcripts?q=&limit=100`);
    const { transcripts } = listSchema.parse(await response.json());
    return transcripts.find((summary) => summary.name === path.basename(this.path)) ?? null;
  }

  async remove(): Promise<void> {
    await rm(this.path, { force: true });
    const stored = await this.stored();
    if (stored) await this.request.delete(`/api/transcripts/${encodeURIComponent(stored.id)}`);
  }
}
