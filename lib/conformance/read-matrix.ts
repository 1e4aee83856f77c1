import matrixJson from "./versions-matrix.json";
import { versionsMatrixSchema, type VersionsMatrix } from "./matrix-schema";

/**
 * The committed versions matrix, parsed (a file in the repo is still an edge). Bundled at
 * build time: a new measurement is a commit of versions-matrix.json and a new build.
 */
export function readVersionsMatrix(): VersionsMatrix {
  return versionsMatrixSchema.parse(matrixJson);
}
