import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

// Pins the import rules of eslint.config.mjs (STYLE.md: the engine is pure; lib/ never
// imports UI). Each case lints one import line as if it sat in the given file.
const ROOT = path.resolve(__dirname, "..");
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

async function restrictedImportMessages(file: string, specifier: string): Promise<string[]> {
  const code = `import * as imported from "${specifier}";\nexport const used = imported;\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === "no-restricted-imports")
    .map((m) => m.message);
}

describe("eslint layering rules", () => {
  it.each([
    ["lib/compaction/replay.ts", "react", "pure replay engine"],
    ["lib/compaction/replay.ts", "next/server", "pure replay engine"],
    ["lib/compaction/replay.ts", "@prisma/client", "pure replay engine"],
    ["lib/compaction/replay.ts", "@/lib/db/transcript-queries", "pure replay engine"],
    ["lib/compaction/profiles/cc-2.ts", "../../db/client", "pure replay engine"],
    ["lib/compaction/replay.ts", "@anthropic-ai/sdk", "pure replay engine"],
    ["lib/compaction/replay.ts", "node:fs", "pure replay engine"],
    ["lib/compaction/replay.ts", "fs", "pure replay engine"],
    ["lib/compaction/replay.ts", "zlib", "pure replay engine"],
    ["lib/compaction/replay.ts", "crypto", "pure replay engine"],
    ["lib/compaction/replay.ts", "path", "pure replay engine"],
    ["lib/compaction/replay.ts", "node:zlib", "pure replay engine"],
    ["lib/compaction/replay.ts", "@/lib/view/token-series", "come after it"],
    ["lib/compaction/replay.ts", "../services/ingest/ingest-file", "come after it"],
    ["lib/compaction/replay.ts", "../server", "composition root"],
    ["lib/view/token-series.ts", "@/lib/server", "composition root"],
    ["lib/compaction/replay.ts", "@/lib/contracts/compaction-points", "come after it"],
    ["lib/compaction/replay.ts", "../llm/anthropic", "come after it"],
    ["lib/compaction/replay.ts", "../services/replay", "come after it"],
    ["lib/transcript/parse-line.ts", "node:fs", "lib/transcript parses bytes"],
    ["lib/transcript/parse-line.ts", "zlib", "lib/transcript parses bytes"],
    ["lib/transcript/parse-line.ts", "@/lib/db/transcript-queries", "lib/transcript parses bytes"],
    ["lib/view/token-series.ts", "node:fs", "pure preparers"],
    ["lib/view/token-series.ts", "react", "pure preparers"],
    ["lib/view/token-series.ts", "@prisma/client", "pure preparers"],
    ["lib/pricing/price-usage.ts", "@/lib/db/transcript-queries", "lib/pricing is pure"],
    ["lib/pricing/price-usage.ts", "node:fs", "lib/pricing is pure"],
    ["lib/compaction/replay.ts", "@/components/token-chart", "layers point inward"],
    ["lib/view/token-series.ts", "@/components/token-chart", "layers point inward"],
    ["lib/db/transcript-queries.ts", "@/app/api/transcripts/route", "layers point inward"],
    ["lib/db/transcript-queries.ts", "../services/sweeps", "lib/db holds queries"],
    ["lib/db/transcript-queries.ts", "@/lib/jobs/job-queues", "lib/db holds queries"],
    ["lib/db/transcript-queries.ts", "../auth/request-workspace", "lib/db holds queries"],
    ["lib/db/transcript-queries.ts", "next/headers", "lib/db holds queries"],
    ["lib/db/transcript-queries.ts", "../server/database", "composition root"],
    ["lib/jobs/pg-boss-queue.ts", "../services/sweeps/sweep-jobs", "lib/jobs holds the queue"],
    ["lib/services/sweeps/sweeps-service.ts", "../../server", "composition root"],
    ["lib/services/sweeps/sweeps-service.ts", "next/headers", "reads no request"],
    ["lib/auth/guard-request.ts", "../server/database", "composition root"],
    ["app/api/sweeps/route.ts", "@/lib/db/sweeps", "app/ calls services"],
    ["app/page.tsx", "@/lib/jobs/job-queues", "app/ calls services"],
    ["components/library/transcripts-table.tsx", "@/lib/db/accounts", "components/ draw"],
    ["components/ui/site-header.tsx", "@/components/session/session-inspector", "shared kit"],
    ["components/auth/account-menu.tsx", "@/app/signin/page", "must not import from app/"],
    ["lib/view/token-series.ts", "../../components/ui/button", "layers point inward"],
  ])("%s may not import %s", async (file, specifier, reason) => {
    const messages = await restrictedImportMessages(file, specifier);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(reason);
  });

  it.each([
    ["lib/compaction/replay.ts", "@/lib/transcript/model"],
    ["lib/compaction/replay.ts", "zod"],
    ["lib/compaction/cache-breaks.ts", "../pricing/price-usage"],
    ["lib/compaction/replay.test.ts", "node:fs"],
    ["lib/compaction/testing/make-model.ts", "node:fs"],
    ["lib/transcript/testing/load-model-from-file.ts", "node:fs"],
    ["lib/transcript/parse-line.ts", "zod"],
    ["lib/view/token-series.ts", "@/lib/compaction/replay-result"],
    ["lib/db/transcript-queries.ts", "node:fs"],
    ["lib/db/transcript-queries.ts", "@prisma/client"],
    ["lib/db/reparse-runs.ts", "../contracts/jobs"],
    ["lib/server/services.ts", "./server"],
    ["lib/server/server.ts", "../services/capability"],
    ["lib/services/sweeps/index.ts", "../../jobs/job-types"],
    ["app/api/sweeps/route.ts", "@/lib/server"],
    ["app/api/_testing/fuzz-seed.ts", "@/lib/db/accounts"],
    ["components/auth/account-menu.tsx", "@/lib/server/database"],
    ["components/token-chart.tsx", "react"],
  ])("%s may import %s", async (file, specifier) => {
    expect(await restrictedImportMessages(file, specifier)).toEqual([]);
  });
});
