import {
  CONSTANT_NAMES,
  sourceOfDefault,
  type ConstantName,
} from "@/lib/compaction/config/replay-config";
import { documentsOfSeeds } from "./source-catalogue";

/**
 * The constants whose default each document gives, by source id, in the constants panel's
 * order: what the sources page lists under a document, read from the mechanisms' own data.
 */
export function constantsCitingDocuments(): Map<string, ConstantName[]> {
  const citing = new Map<string, ConstantName[]>();
  for (const name of CONSTANT_NAMES) {
    for (const document of documentsOfSeeds(sourceOfDefault(name).seeds ?? [])) {
      citing.set(document.id, [...(citing.get(document.id) ?? []), name]);
    }
  }
  return citing;
}
