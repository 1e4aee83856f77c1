// The `test` and `expect` every spec imports. Specs seed their own data through the HTTP API
// (the way `curl` does) with `seedTranscript`; whatever a test seeded is deleted after it, so
// the next test starts from the same empty database. Page objects come as fixtures too
// (STYLE.md: page objects through `test.extend`).
import { test as base, expect, type APIRequestContext } from "@playwright/test";
import { z } from "zod";
import {
  transcriptSummarySchema,
  type TranscriptSummary,
} from "@/lib/contracts/transcript-summary";
import { CompactionPage } from "./pages/compaction-page";
import { ConstantsPanel } from "./pages/constants-panel";
import { ConversationPanel } from "./pages/conversation-panel";
import { HomePage } from "./pages/home-page";
import { SessionPage } from "./pages/session-page";
import { SummariesSection } from "./pages/summaries-section";
import { TemplatesPage } from "./pages/templates-page";
import { SweepsPage } from "./pages/sweeps-page";

export { expect };
export { E2E_BASE_URL, E2E_MAX_UPLOAD_BYTES } from "./e2e-env";

const uploadAnswerSchema = z.object({ transcripts: z.array(transcriptSummarySchema) });

export type SeedInput = {
  /** File name as the upload sends it (`?name=`). */
  name: string;
  /** JSONL text: one record per line. */
  jsonl: string;
};

type Fixtures = {
  /** The sessions list at `/` (not yet visited: call `goto`). */
  homePage: HomePage;
  /** A session page (not yet visited). */
  sessionPage: SessionPage;
  /** A compaction point's before/after page (not yet visited). */
  compactionPage: CompactionPage;
  /** The conversation of a session or compaction page (visit with their `goto`). */
  conversation: ConversationPanel;
  /** The constants sidebar of a session page (visit with its `goto`). */
  constantsPanel: ConstantsPanel;
  /** The Summaries section of a compaction page (visit with `compactionPage.goto`). */
  summaries: SummariesSection;
  /** `/templates` (not yet visited). */
  templatesPage: TemplatesPage;
  /** The sweeps pages (not yet visited: call `gotoNew`). */
  sweepsPage: SweepsPage;
  /** Stores one transcript through `POST /api/transcripts` and returns its summary. */
  seedTranscript: (input: SeedInput) => Promise<TranscriptSummary>;
};

async function upload(request: APIRequestContext, { name, jsonl }: SeedInput) {
  const response = await request.post(`/api/transcripts?name=${encodeURIComponent(name)}`, {
    headers: { "content-type": "application/x-ndjson" },
    data: jsonl,
  });
  const text = await response.text();
  if (!response.ok()) throw new Error(`seeding ${name}: HTTP ${response.status()} ${text}`);
  const [summary] = uploadAnswerSchema.parse(JSON.parse(text)).transcripts;
  if (!summary) throw new Error(`seeding ${name}: the server stored nothing: ${text}`);
  return summary;
}

export const test = base.extend<Fixtures>({
  homePage: async ({ page }, use) => use(new HomePage(page)),
  sessionPage: async ({ page }, use) => use(new SessionPage(page)),
  compactionPage: async ({ page }, use) => use(new CompactionPage(page)),
  constantsPanel: async ({ page }, use) => use(new ConstantsPanel(page)),
  conversation: async ({ page }, use) => use(new ConversationPanel(page)),
  summaries: async ({ page }, use) => use(new SummariesSection(page)),
  templatesPage: async ({ page }, use) => use(new TemplatesPage(page)),
  sweepsPage: async ({ page }, use) => use(new SweepsPage(page)),
  seedTranscript: async ({ request }, use) => {
    const seeded = new Set<string>();
    await use(async (input) => {
      const summary = await upload(request, input);
      seeded.add(summary.id);
      return summary;
    });
    for (const id of seeded) {
      const response = await request.delete(`/api/transcripts/${encodeURIComponent(id)}`);
      // 404: the test deleted it itself.
      if (!response.ok() && response.status() !== 404) {
        throw new Error(`cleaning up ${id}: HTTP ${response.status()} ${await response.text()}`);
      }
    }
  },
});
