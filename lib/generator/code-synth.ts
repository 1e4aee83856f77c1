import type { Language } from "./project";
import type { Rng } from "./prng";
import { ADJECTIVES, NOUNS, TYPES_TS, VERBS } from "./vocabulary";

const cap = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

type Words = { noun: string; noun2: string; verb: string; adj: string; type: string };

function draw(rng: Rng): Words {
  return {
    noun: rng.pick(NOUNS),
    noun2: rng.pick(NOUNS),
    verb: rng.pick(VERBS),
    adj: rng.pick(ADJECTIVES),
    type: rng.pick(TYPES_TS),
  };
}

/** Each template renders one function-sized block of code from a few drawn words. */
type Block = (w: Words) => string;

const TS_BLOCKS: Block[] = [
  (w) =>
    `export async function ${w.verb}${cap(w.noun)}(id: string): Promise<${cap(w.noun)} | null> {\n` +
    `  const ${w.noun} = await db.${w.noun}.findUnique({ where: { id } });\n` +
    `  if (!${w.noun}) {\n    return null;\n  }\n` +
    `  return { ...${w.noun}, ${w.noun2}: ${w.verb}${cap(w.noun2)}(${w.noun}.${w.noun2}Id) };\n}\n`,
  (w) =>
    `const ${w.adj}${cap(w.noun)}Schema = z.object({\n  id: z.string().uuid(),\n` +
    `  ${w.noun2}: z.${w.type === "number" ? "number().int()" : "string().min(1)"},\n` +
    `  createdAt: z.coerce.date(),\n});\n\nexport type ${cap(w.adj)}${cap(w.noun)} = z.infer<typeof ${w.adj}${cap(w.noun)}Schema>;\n`,
  (w) =>
    `// ${cap(w.verb)} the ${w.adj} ${w.noun} before the ${w.noun2} is flushed, so retries stay idempotent.\n` +
    `function ${w.verb}${cap(w.adj)}${cap(w.noun)}(items: ${cap(w.noun)}[], limit = 50): ${cap(w.noun)}[] {\n` +
    `  return items\n    .filter((item) => item.${w.noun2} !== undefined)\n` +
    `    .sort((a, b) => a.updatedAt.getTime() - b.updatedAt.getTime())\n    .slice(0, limit);\n}\n`,
  (w) =>
    `export class ${cap(w.noun)}${cap(w.noun2)}Store {\n  private readonly ${w.adj} = new Map<string, ${w.type}>();\n\n` +
    `  ${w.verb}(key: string, value: ${w.type}): void {\n    this.${w.adj}.set(key, value);\n  }\n\n` +
    `  has(key: string): boolean {\n    return this.${w.adj}.has(key);\n  }\n}\n`,
  (w) =>
    `describe("${w.verb}${cap(w.noun)}", () => {\n  it("returns the ${w.adj} ${w.noun2} for a known id", async () => {\n` +
    `    const result = await ${w.verb}${cap(w.noun)}(make${cap(w.noun)}().id);\n` +
    `    expect(result?.${w.noun2}).toBeDefined();\n  });\n});\n`,
];

const PY_BLOCKS: Block[] = [
  (w) =>
    `def ${w.verb}_${w.noun}(${w.noun}_id: str, *, ${w.adj}: bool = False) -> dict:\n` +
    `    """${cap(w.verb)} a ${w.noun} and its ${w.noun2} records."""\n` +
    `    row = session.query(${cap(w.noun)}).filter_by(id=${w.noun}_id).one_or_none()\n` +
    `    if row is None:\n        raise KeyError(${w.noun}_id)\n` +
    `    return {"id": row.id, "${w.noun2}": row.${w.noun2}, "${w.adj}": ${w.adj}}\n`,
  (w) =>
    `class ${cap(w.noun)}${cap(w.noun2)}(BaseModel):\n    id: UUID\n    ${w.noun2}: ${w.type === "number" ? "int" : "str"}\n` +
    `    ${w.adj}: bool = False\n\n    def ${w.verb}(self) -> "${cap(w.noun)}${cap(w.noun2)}":\n` +
    `        return self.model_copy(update={"${w.adj}": True})\n`,
  (w) =>
    `@pytest.mark.parametrize("size", [1, 8, 64])\ndef test_${w.verb}_${w.noun}_keeps_${w.noun2}(size):\n` +
    `    batch = make_${w.noun}_batch(size)\n    result = ${w.verb}_${w.noun}(batch)\n` +
    `    assert len(result) == size\n`,
];

const GO_BLOCKS: Block[] = [
  (w) =>
    `// ${cap(w.verb)}${cap(w.noun)} loads the ${w.adj} ${w.noun} and its ${w.noun2}.\n` +
    `func (s *Store) ${cap(w.verb)}${cap(w.noun)}(ctx context.Context, id string) (*${cap(w.noun)}, error) {\n` +
    `\trow := s.db.QueryRowContext(ctx, "SELECT id, ${w.noun2} FROM ${w.noun}s WHERE id = $1", id)\n` +
    `\tvar out ${cap(w.noun)}\n\tif err := row.Scan(&out.ID, &out.${cap(w.noun2)}); err != nil {\n` +
    `\t\treturn nil, fmt.Errorf("${w.verb} ${w.noun} %s: %w", id, err)\n\t}\n\treturn &out, nil\n}\n`,
  (w) =>
    `type ${cap(w.noun)}${cap(w.noun2)} struct {\n\tID        string    \`json:"id"\`\n` +
    `\t${cap(w.adj)}    bool      \`json:"${w.adj}"\`\n\tUpdatedAt time.Time \`json:"updated_at"\`\n}\n`,
];

const RS_BLOCKS: Block[] = [
  (w) =>
    `pub fn ${w.verb}_${w.noun}(input: &str) -> Result<${cap(w.noun)}, ${cap(w.noun2)}Error> {\n` +
    `    let ${w.adj} = input.trim();\n    if ${w.adj}.is_empty() {\n        return Err(${cap(w.noun2)}Error::Empty);\n    }\n` +
    `    Ok(${cap(w.noun)}::new(${w.adj}))\n}\n`,
  (w) =>
    `#[derive(Debug, Clone, Serialize, Deserialize)]\npub struct ${cap(w.noun)}${cap(w.noun2)} {\n` +
    `    pub id: u64,\n    pub ${w.adj}: bool,\n    pub ${w.noun2}: Vec<String>,\n}\n`,
];

const HEADERS: Record<Language, string> = {
  ts: 'import { z } from "zod";\nimport { db } from "@/lib/db/client";\n\n',
  py: "from __future__ import annotations\n\nfrom uuid import UUID\n\nfrom pydantic import BaseModel\n\n",
  go: 'package store\n\nimport (\n\t"context"\n\t"fmt"\n\t"time"\n)\n\n',
  rs: "use serde::{Deserialize, Serialize};\n\n",
};

const BLOCKS: Record<Language, Block[]> = {
  ts: TS_BLOCKS,
  py: PY_BLOCKS,
  go: GO_BLOCKS,
  rs: RS_BLOCKS,
};

/**
 * Source text of roughly `chars` characters in the given language.
 * @example
 * synthesizeCode(createRng(1), "ts", 2000).length; // about 2000
 */
export function synthesizeCode(rng: Rng, language: Language, chars: number): string {
  const blocks = BLOCKS[language];
  const parts: string[] = [HEADERS[language]];
  let length = parts[0]?.length ?? 0;
  while (length < chars) {
    const block = rng.pick(blocks)(draw(rng));
    parts.push(block, "\n");
    length += block.length + 1;
  }
  return parts.join("");
}

/** Prefixes lines the way the Read tool does: right-aligned number, an arrow, the line. */
export function numberLines(content: string, startLine = 1): string {
  const lines = content.split("\n");
  if (lines.length > 1 && lines[lines.length - 1] === "") lines.pop();
  let out = "";
  for (let i = 0; i < lines.length; i++) {
    const n = String(startLine + i);
    out += `${" ".repeat(Math.max(0, 6 - n.length))}${n}→${lines[i]}\n`;
  }
  return out;
}
