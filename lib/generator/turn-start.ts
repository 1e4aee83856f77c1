import { remember } from "./compact-summary";
import { compact, compactionEstimate } from "./compaction";
import { numberLines } from "./code-synth";
import { uuid } from "./ids";
import { makePngBase64 } from "./png";
import { userPrompt } from "./prose-synth";
import { attachmentRecord, userRecord, type JsonRecord } from "./record-factory";
import {
  chained,
  fileHistorySnapshot,
  iso,
  remainingBytes,
  type SessionState,
} from "./session-state";
import { versionPatch } from "./usage-shape";

const MAX_PATCH_1_0 = 128;
const MAX_PATCH_2_1 = 69;
const SCRIPT_PROBE =
  " Also the comment preview shows `<script>alert(1)</script>` when I paste it, check that it is escaped.";

/** Time passes between turns; a long idle gap may resume the session (new sessionId, newer CLI). */
export function* beforeTurn(s: SessionState): Generator<JsonRecord> {
  const { rng, env } = s;
  if (s.turnIndex === 0) return;
  const idle = rng.chance(0.07);
  s.clock += idle ? rng.range(10, 70) * 60_000 : rng.logInt(8_000, 240_000);
  if (idle && rng.chance(0.3)) {
    env.sessionId = uuid(rng);
    const [major, minor, patch] = env.version.split(".");
    const next = Number(patch) + rng.int(1, 2);
    // Stay inside the era this style imitates (1.0.x before 2.0, 2.1.x before the 2.1.7x files).
    if (rng.chance(0.5) && next <= (env.style === "1.0" ? MAX_PATCH_1_0 : MAX_PATCH_2_1)) {
      env.version = `${major}.${minor}.${next}`;
      s.tracker.invalidate();
    }
  }
  const threshold = s.opts.autoCompactAt;
  if (s.turnIndex >= 3 && compactionEstimate(s) >= threshold * 0.45 && rng.chance(0.008)) {
    yield* compact(s, "manual", compactionEstimate(s));
  }
  if (env.style === "2.1" && rng.chance(0.04)) {
    yield {
      type: "queue-operation",
      operation: "enqueue",
      timestamp: iso(s.clock),
      sessionId: env.sessionId,
      content: "also check the logs",
    };
    yield {
      type: "queue-operation",
      operation: "dequeue",
      timestamp: iso(s.clock + 5),
      sessionId: env.sessionId,
    };
  }
}

function promptContent(s: SessionState, text: string): string | unknown[] {
  const { rng } = s;
  const wantsBig =
    !s.bigImageDone && s.opts.targetBytes >= 30_000_000 && s.bytes >= s.opts.targetBytes * 0.3;
  if (wantsBig) {
    s.bigImageDone = true;
    s.tracker.addImage();
    // ~1.1 MB of raw pixels: a 1.5 MB base64 line, the size FORMAT.md §9 reports for pastes.
    const data = makePngBase64(rng, 800, 460);
    return [
      { type: "image", source: { type: "base64", media_type: "image/png", data } },
      { type: "text", text },
    ];
  }
  if (rng.chance(0.03) && remainingBytes(s) > 200_000) {
    s.tracker.addImage();
    const data = makePngBase64(rng, rng.int(40, 160), rng.int(30, 120));
    return [
      { type: "image", source: { type: "base64", media_type: "image/png", data } },
      { type: "text", text },
    ];
  }
  return text;
}

/** The user's prompt with its metadata lines (file-history-snapshot, @-file attachment). */
export function* promptRecords(s: SessionState): Generator<JsonRecord> {
  const { rng, env } = s;
  const file = rng.pick(
    s.recentFiles.length > 0 && rng.chance(0.5) ? s.recentFiles : s.project.files,
  );
  let text = userPrompt(rng, file, rng.chance(0.08));
  if (s.turnIndex === 0) text += SCRIPT_PROBE;
  const stamp = chained(s, rng.range(50, 400));
  if (env.style === "2.1") yield fileHistorySnapshot(stamp.uuid, stamp.timestamp);
  const extra =
    env.style === "2.1"
      ? { thinkingMetadata: { maxThinkingTokens: 31999 }, todos: [], permissionMode: "default" }
      : versionPatch(env.version) >= 100
        ? { thinkingMetadata: { level: "none", disabled: false, triggers: [] } }
        : {};
  yield userRecord(env, stamp, promptContent(s, text), extra);
  s.tracker.add(text.length);
  remember(s.log.prompts, text, 8);
  if (env.style !== "2.1") return;
  if (text.includes(`@${file}`)) {
    const full = s.files.read(file);
    const content = full.slice(0, Math.min(30_000, Math.floor(remainingBytes(s) / 3)));
    const filename = `${s.project.cwd}/${file}`;
    const fileInfo = {
      filePath: filename,
      content,
      numLines: content.split("\n").length,
      startLine: 1,
      totalLines: full.split("\n").length,
    };
    yield attachmentRecord(env, chained(s, 2), {
      type: "file",
      filename,
      displayPath: file,
      content: { type: "text", file: fileInfo },
    });
    s.tracker.add(content.length);
  }
  if (s.todos.length > 0 && rng.chance(0.15)) {
    const attachment = { type: "todo_reminder", content: s.todos, itemCount: s.todos.length };
    yield attachmentRecord(env, chained(s, 1), attachment);
    s.tracker.add(JSON.stringify(s.todos).length + 200);
  }
  if (s.recentFiles.length > 0 && rng.chance(0.03)) {
    const rel = rng.pick(s.recentFiles);
    const snippet = numberLines(s.files.read(rel).split("\n").slice(0, 8).join("\n"));
    yield attachmentRecord(env, chained(s, 1), {
      type: "edited_text_file",
      filename: `${s.project.cwd}/${rel}`,
      snippet,
    });
    s.tracker.add(snippet.length + 100);
  }
}
