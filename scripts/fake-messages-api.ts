import { z } from "zod";
import { defaultFakeSummary } from "../lib/llm/testing/default-fake-script";
import { startFakeMessagesApi } from "../lib/llm/testing/fake-messages-api";

/**
 * Serves the fake Messages API for e2e and manual tests:
 *   npm run fake-api -- --port 4100 [--chunk-delay-ms 20] [--no-count-tokens] [--flood]
 * then point the app (or Claude Code) at it with ANTHROPIC_BASE_URL=http://127.0.0.1:4100 and
 * any ANTHROPIC_API_KEY. Every answer is a Claude-Code-shaped summary (default-fake-script.ts);
 * with --flood, a model that ignores max_tokens: the summary, then its text again and again
 * until the client hangs up (or 64 MiB). One answer can also be scripted: POST /_fake/script.
 */
const argsSchema = z.object({
  port: z.coerce.number().int().min(0).max(65_535).default(0),
  chunkDelayMs: z.coerce.number().int().min(0).max(10_000).default(10),
  countTokens: z.boolean().default(true),
  flood: z.boolean().default(false),
});

function parseArgs(argv: string[]) {
  const raw: Record<string, string | boolean> = {};
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? "";
    if (arg === "--no-count-tokens") raw.countTokens = false;
    else if (arg === "--flood") raw.flood = true;
    else if (arg === "--port") raw.port = argv[++index] ?? "";
    else if (arg === "--chunk-delay-ms") raw.chunkDelayMs = argv[++index] ?? "";
    else
      throw new Error(
        `Unknown argument ${arg}: use --port N, --chunk-delay-ms N, --no-count-tokens, --flood.`,
      );
  }
  return argsSchema.parse(raw);
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const api = await startFakeMessagesApi({
    port: args.port,
    countTokens: args.countTokens,
    fallback: (request) => {
      const answer = { ...defaultFakeSummary(request), chunkDelayMs: args.chunkDelayMs };
      return args.flood ? { ...answer, flood: { text: answer.text ?? "flood " } } : answer;
    },
  });
  console.log(`Fake Messages API on ${api.url} (ANTHROPIC_BASE_URL=${api.url})`);
  let logged = 0;
  const timer = setInterval(() => {
    for (; logged < api.requests.length; logged += 1) {
      const { method, path, body } = api.requests[logged]!;
      const model = (body as { model?: unknown } | null)?.model;
      console.log(`${method} ${path}${typeof model === "string" ? ` model=${model}` : ""}`);
    }
  }, 200);
  const stop = () => {
    clearInterval(timer);
    void api.close().then(() => process.exit(0));
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
