import type { Rng } from "./prng";

/** Token cost of one image in the context (FORMAT/SPEC: images count about 2,000 tokens). */
const IMAGE_TOKENS = 1_600;

export type CallTokens = {
  input: number;
  cacheCreation: number;
  cacheRead: number;
  output: number;
  /** input + cacheCreation + cacheRead + output: what the app calls the call's context. */
  context: number;
};

/**
 * Keeps one query source's (main thread or a subagent) usage consistent: each call's prompt is
 * the previous prompt + its output + what was added since, at about 4 characters a token; the
 * prompt cache returns the previous prompt unless it expired (TTL), was invalidated
 * (compaction, microcompaction, model or version change) or the server dropped it.
 */
export class ContextTracker {
  private lastPrompt = 0;
  private pendingChars = 0;
  private pendingImages = 0;
  private lastCallAt: number | null = null;
  /** The next call may only reuse the cached system prefix (after compaction/microcompaction). */
  private prefixOnly = false;
  private forceMiss = false;
  lastContext = 0;

  constructor(
    private readonly rng: Rng,
    /** System prompt + tool definitions: the prefix every request starts with. */
    readonly systemTokens: number,
    private readonly ttlMs: number,
  ) {}

  add(chars: number): void {
    this.pendingChars += chars;
  }

  addImage(): void {
    this.pendingImages++;
  }

  /** Pending estimate: last call's context + length/4 of what came after (2.1.x counting). */
  estimate(): number {
    return this.lastContext + Math.ceil(this.pendingChars / 4) + this.pendingImages * IMAGE_TOKENS;
  }

  /** The next call misses the cache entirely (model or Claude Code version changed). */
  invalidate(): void {
    this.forceMiss = true;
  }

  /** Full compaction: the next prompt is the system prefix plus `carriedChars` (summary, files). */
  compact(carriedChars: number, hiddenTokens: number): void {
    this.lastPrompt = this.systemTokens + hiddenTokens;
    this.lastContext = this.lastPrompt;
    this.pendingChars = carriedChars;
    this.pendingImages = 0;
    this.prefixOnly = true;
  }

  /** Microcompaction: cleared tool results leave the request, the cache breaks after the prefix. */
  microcompact(tokensSaved: number): void {
    this.lastContext -= tokensSaved;
    this.lastPrompt -= tokensSaved;
    this.prefixOnly = true;
  }

  /** Records one API call at time `now` with `output` tokens and returns its usage. */
  call(now: number, output: number): CallTokens {
    const first = this.lastCallAt === null;
    const prompt = first
      ? this.systemTokens + Math.ceil(this.pendingChars / 4) + this.pendingImages * IMAGE_TOKENS
      : this.estimate();
    const expired = this.lastCallAt !== null && now - this.lastCallAt > this.ttlMs;
    let cacheRead: number;
    if (first) cacheRead = this.rng.chance(0.5) ? Math.floor(this.systemTokens * 0.6) : 0;
    else if (expired || this.forceMiss) cacheRead = 0;
    else if (this.prefixOnly) cacheRead = this.systemTokens;
    else if (this.rng.chance(0.01))
      cacheRead = Math.floor(this.lastPrompt * this.rng.range(0.1, 0.7));
    else cacheRead = this.lastPrompt;
    const input = Math.min(this.rng.int(1, 12), Math.max(0, prompt - cacheRead));
    cacheRead = Math.min(cacheRead, prompt - input);
    const cacheCreation = prompt - input - cacheRead;
    this.lastPrompt = prompt;
    this.lastContext = prompt + output;
    this.pendingChars = 0;
    this.pendingImages = 0;
    this.lastCallAt = now;
    this.prefixOnly = false;
    this.forceMiss = false;
    return { input, cacheCreation, cacheRead, output, context: prompt + output };
  }
}
