-- DropIndex
DROP INDEX "ReplayCache_isDefault_lastUsedAt_idx";

-- CreateIndex
CREATE INDEX "ReplayCache_isDefault_lastUsedAt_bytes_idx" ON "ReplayCache"("isDefault", "lastUsedAt", "bytes");
