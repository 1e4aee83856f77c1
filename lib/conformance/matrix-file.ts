import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { mergeMatrix } from "./format-matrix";
import { versionsMatrixSchema, type MatrixRow, type VersionsMatrix } from "./matrix-schema";

/**
 * The committed versions matrix as the lab's scripts read and write it (the app reads the
 * bundled copy: read-matrix.ts). Written after each version, so a run cut short keeps its rows.
 */
export const MATRIX_FILE = path.join(import.meta.dirname, "versions-matrix.json");

export function readMatrixFile(): VersionsMatrix | null {
  return existsSync(MATRIX_FILE)
    ? versionsMatrixSchema.parse(JSON.parse(readFileSync(MATRIX_FILE, "utf8")))
    : null;
}

/** Merges these rows into the file (mergeMatrix) and answers the path written, for the log. */
export function mergeIntoMatrixFile(rows: MatrixRow[]): string {
  writeFileSync(
    MATRIX_FILE,
    `${JSON.stringify(mergeMatrix(readMatrixFile(), rows, new Date().toISOString()), null, 2)}\n`,
  );
  return path.relative(process.cwd(), MATRIX_FILE);
}
