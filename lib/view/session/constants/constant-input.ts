import { z } from "zod";
import { replayConfigSchema, type ConstantName } from "@/lib/compaction/config/replay-config";

/** How a constant is edited; read from its zod type, so new constants need no table here. */
export type ConstantInput =
  | {
      kind: "number";
      min: number | null;
      max: number | null;
      /** "1" for whole numbers, "any" for real ones (charsPerToken 3.5). */
      step: "1" | "any";
      /** Empty text means null (the engine then resolves it, e.g. from the model table). */
      isNullable: boolean;
    }
  | { kind: "boolean" }
  | { kind: "enum"; options: string[] }
  /** A list of names, edited as comma-separated text. */
  | { kind: "list" }
  /** Anything else (model-window rows, manual compactions), edited as JSON. */
  | { kind: "json" };

function finite(value: number | null): number | null {
  return value !== null && Number.isFinite(value) && Math.abs(value) < Number.MAX_SAFE_INTEGER
    ? value
    : null;
}

function describeSchema(schema: z.ZodType): ConstantInput {
  const isNullable = schema instanceof z.ZodNullable;
  const inner = schema instanceof z.ZodNullable ? schema.unwrap() : schema;
  if (inner instanceof z.ZodNumber) {
    return {
      kind: "number",
      min: finite(inner.minValue),
      max: finite(inner.maxValue),
      step: inner.isInt ? "1" : "any",
      isNullable,
    };
  }
  if (inner instanceof z.ZodBoolean) return { kind: "boolean" };
  if (inner instanceof z.ZodEnum) return { kind: "enum", options: inner.options.map(String) };
  if (inner instanceof z.ZodArray && inner.element instanceof z.ZodString) return { kind: "list" };
  return { kind: "json" };
}

const INPUTS = new Map<ConstantName, ConstantInput>(
  Object.entries(replayConfigSchema.shape).map(([name, schema]) => [
    name as ConstantName,
    describeSchema(schema),
  ]),
);

/** How to edit `name`: its kind, and for numbers the schema's bounds and step. */
export function inputOfConstant(name: ConstantName): ConstantInput {
  return INPUTS.get(name) ?? { kind: "json" };
}
