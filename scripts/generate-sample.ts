/** Writes public/sample-session.jsonl from SAMPLE_SESSION (lib/generator/sample-session.ts). */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { generateTranscript } from "../lib/generator/generate-transcript";
import { SAMPLE_SESSION } from "../lib/generator/sample-session";

const { lines } = generateTranscript(SAMPLE_SESSION.options);
const text = `${[...lines].join("\n")}\n`;
const out = path.join(import.meta.dirname, "..", "public", SAMPLE_SESSION.fileName);
writeFileSync(out, text);
console.log(`wrote ${out} (${text.length.toLocaleString("en-US")} characters)`);
