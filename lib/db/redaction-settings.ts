import "server-only";
import { z } from "zod";
import type { PrismaClient } from "./generated/client";
import { parseJsonColumn } from "./transcript-dto";

export type StoredRedactionSetting = { enabled: boolean; patterns: string[] };

const NO_SETTING: StoredRedactionSetting = { enabled: false, patterns: [] };

/** The current workspace's redaction setting; its defaults while nobody has saved one. */
export async function readRedactionSetting(db: PrismaClient): Promise<StoredRedactionSetting> {
  const row = await db.redactionSetting.findFirst();
  if (row === null) return NO_SETTING;
  const patterns = parseJsonColumn(
    row,
    "patterns",
    row.patterns,
    z.array(z.string()),
    "RedactionSetting",
  );
  return { enabled: row.enabled, patterns };
}

/** Saves the current workspace's setting (one row per workspace; the scope tags a new one). */
export async function writeRedactionSetting(
  db: PrismaClient,
  setting: StoredRedactionSetting,
): Promise<void> {
  const data = { enabled: setting.enabled, patterns: JSON.stringify(setting.patterns) };
  const { count } = await db.redactionSetting.updateMany({ data });
  if (count === 0) await db.redactionSetting.create({ data });
}
