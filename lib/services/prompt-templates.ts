import "server-only";
import { getDb } from "../server/database";
import { DEFAULT_SUMMARY_PROMPT } from "../compaction/summary-request/default-summary-prompt";
import { createTemplatesService, type TemplatesService } from "./prompt-templates-service";

const globalForTemplates = globalThis as typeof globalThis & {
  compactionLabTemplates?: TemplatesService;
};

/** The process-wide templates service on the app's database. */
export function getTemplatesService(): TemplatesService {
  globalForTemplates.compactionLabTemplates ??= createTemplatesService({
    db: getDb,
    defaultPrompt: DEFAULT_SUMMARY_PROMPT,
  });
  return globalForTemplates.compactionLabTemplates;
}
