/**
 * Writes generated Claude Code transcripts to disk.
 *
 *   npx tsx scripts/generate.ts --seed 7 --style 2.1 --size 100MB --malformed 3 --out /tmp/big.jsonl
 *   npm run generate -- --style 1.0 --size 500KB --count 3 --out data/demo-{i}.jsonl
 *   npm run generate -- --harness codex --compaction local --size 20MB --out /tmp/rollout.jsonl
 *   npm run generate -- --harness gemini-cli --auto-compact-at 100000 --size 5MB --out /tmp/gemini.jsonl
 *
 * Several `--out` flags write one file each (seed, seed+1, ...); `--count N` with one `--out`
 * numbers the files ({i} placeholder, or "-<i>" before the extension). Lines are streamed in
 * 256 KB chunks with backpressure, so a 1 GB file never sits in memory.
 */
import { createWriteStream } from "node:fs";
import { once } from "node:events";
import { z } from "zod";
import { generateTranscript } from "../lib/generator/generate-transcript";
import { generateCodexRollout } from "../lib/generator/codex/generate-codex-rollout";
import { generateGeminiSession } from "../lib/generator/gemini/generate-gemini-session";
import { parseSize } from "./parse-size";

const sizeSchema = z.string().transform((text, context) => {
  try {
    return parseSize(text);
  } catch (error) {
    context.addIssue({
      code: "custom",
      message: error instanceof Error ? error.message : String(error),
    });
    return z.NEVER;
  }
});

const argsSchema = z.object({
  seed: z.coerce.number().int().default(1),
  harness: z.enum(["claude-code", "codex", "gemini-cli"]).default("claude-code"),
  style: z.enum(["1.0", "2.1"]).default("2.1"),
  /** Codex only: where the summary goes (local: readable; remote: encrypted by OpenAI). */
  compaction: z.enum(["local", "remote"]).optional(),
  size: sizeSchema.default(1_000_000),
  malformed: z.coerce.number().int().nonnegative().default(0),
  count: z.coerce.number().int().positive().optional(),
  out: z.array(z.string().min(1)).min(1, "--out is required"),
  model: z.string().optional(),
  "context-window": z.coerce.number().int().positive().optional(),
  "auto-compact-at": z.coerce.number().int().positive().optional(),
  "proxy-usage": z.coerce.boolean().optional(),
});

function parseArgs(argv: string[]): z.infer<typeof argsSchema> {
  const raw: Record<string, unknown> = { out: [] };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i] ?? "";
    if (!flag.startsWith("--")) throw new Error(`unexpected argument ${flag}`);
    const name = flag.slice(2);
    const value = name === "proxy-usage" ? "true" : argv[++i];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    if (name === "out") (raw.out as string[]).push(value);
    else raw[name] = value;
  }
  return argsSchema.parse(raw);
}

function outputPaths(out: string[], count: number | undefined): string[] {
  if (count === undefined || out.length > 1) return out;
  const single = out[0] ?? "out.jsonl";
  if (count === 1) return [single];
  return Array.from({ length: count }, (_, i) =>
    single.includes("{i}")
      ? single.replaceAll("{i}", String(i + 1))
      : single.replace(/(\.jsonl)?$/, `-${i + 1}$1`),
  );
}

async function writeOne(
  path: string,
  seed: number,
  args: z.infer<typeof argsSchema>,
): Promise<void> {
  const started = performance.now();
  if (args.harness === "codex") return writeCodex(path, seed, args, started);
  if (args.harness === "gemini-cli") return writeGemini(path, seed, args, started);
  const { lines, facts } = generateTranscript({
    seed,
    style: args.style,
    targetBytes: args.size,
    malformedLines: args.malformed,
    model: args.model,
    contextWindow: args["context-window"],
    autoCompactAt: args["auto-compact-at"],
    proxyUsage: args["proxy-usage"],
  });
  const bytes = await writeLines(path, lines);
  const f = facts();
  const seconds = (performance.now() - started) / 1000;
  const auto = f.compactions.filter((c) => c.trigger === "auto").length;
  console.log(
    `${path}: ${bytes} bytes, ${f.lines} lines, ${f.apiCalls} calls (+${f.sidechainApiCalls} sidechain), ` +
      `${f.compactions.length} compactions (${auto} auto), ${f.microcompactions} microcompactions, ` +
      `${f.malformedLines.length} malformed, max context ${f.maxContextTokens}, ` +
      `${seconds.toFixed(2)} s, ${(bytes / 1e6 / seconds).toFixed(1)} MB/s`,
  );
}

async function writeCodex(
  path: string,
  seed: number,
  args: z.infer<typeof argsSchema>,
  started: number,
): Promise<void> {
  const { lines, facts } = generateCodexRollout({
    seed,
    targetBytes: args.size,
    malformedLines: args.malformed,
    model: args.model,
    contextWindow: args["context-window"],
    autoCompactAt: args["auto-compact-at"],
    compaction: args.compaction,
  });
  const bytes = await writeLines(path, lines);
  const f = facts();
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${path}: ${bytes} bytes, ${f.calls} calls, ${f.compactions.length} compactions, ` +
      `${f.malformedLines.length} malformed, max context ${f.maxContextTokens}, ${seconds.toFixed(2)} s`,
  );
}

async function writeGemini(
  path: string,
  seed: number,
  args: z.infer<typeof argsSchema>,
  started: number,
): Promise<void> {
  const { lines, facts } = generateGeminiSession({
    seed,
    targetBytes: args.size,
    malformedLines: args.malformed,
    model: args.model,
    compressAt: args["auto-compact-at"],
  });
  const bytes = await writeLines(path, lines);
  const f = facts();
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${path}: ${bytes} bytes, ${f.calls} calls, ${f.compactions.length} compressions, ` +
      `${f.malformedLines.length} malformed, max context ${f.maxContextTokens}, ${seconds.toFixed(2)} s`,
  );
}

/** Streams lines to a file in 256 KB chunks with backpressure; answers the bytes written. */
async function writeLines(path: string, lines: Iterable<string>): Promise<number> {
  const stream = createWriteStream(path);
  let chunk: string[] = [];
  let chunkChars = 0;
  let bytes = 0;
  const flush = async (): Promise<void> => {
    const text = chunk.join("");
    chunk = [];
    chunkChars = 0;
    bytes += Buffer.byteLength(text);
    if (!stream.write(text)) await once(stream, "drain");
  };
  for (const line of lines) {
    chunk.push(line, "\n");
    chunkChars += line.length + 1;
    if (chunkChars >= 256 * 1024) await flush();
  }
  await flush();
  stream.end();
  await once(stream, "finish");
  return bytes;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const paths = outputPaths(args.out, args.count);
  for (let i = 0; i < paths.length; i++) await writeOne(paths[i] as string, args.seed + i, args);
}

main().catch((error: unknown) => {
  console.error(error instanceof z.ZodError ? z.prettifyError(error) : error);
  process.exitCode = 1;
});
