-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_ReplayCache" (
    "transcriptId" TEXT NOT NULL,
    "configKey" TEXT NOT NULL,
    "data" BLOB NOT NULL,
    "bytes" INTEGER NOT NULL DEFAULT 0,
    "isDefault" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastUsedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("transcriptId", "configKey"),
    CONSTRAINT "ReplayCache_transcriptId_fkey" FOREIGN KEY ("transcriptId") REFERENCES "Transcript" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
-- Stored results are not copied: the store is now keyed by request and model version
-- (lib/compaction/replay-cache-key.ts), so old rows could never be found again. Replays are
-- recomputed on demand.
DROP TABLE "ReplayCache";
ALTER TABLE "new_ReplayCache" RENAME TO "ReplayCache";
CREATE INDEX "ReplayCache_isDefault_lastUsedAt_idx" ON "ReplayCache"("isDefault", "lastUsedAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
