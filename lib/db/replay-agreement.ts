import type { ReplayAgreementSummary } from "../contracts/replay-agreement";
import type { PrismaClient } from "./generated/client";

/**
 * Keeps on a transcript what its replay as recorded reproduced, and the engine version that
 * measured it. A transcript deleted meanwhile has nothing to keep it for: false, no error.
 */
export async function saveReplayAgreement(
  db: PrismaClient,
  id: string,
  agreement: ReplayAgreementSummary,
  engineVersion: number,
): Promise<boolean> {
  const { count } = await db.transcript.updateMany({
    where: { id, status: "ready" },
    data: {
      agreementEngine: engineVersion,
      agreementRecorded: agreement.recorded,
      agreementReproduced: agreement.reproduced,
      agreementExtra: agreement.extra,
      agreementComplete: agreement.isComplete,
      agreementRecordsCompactions: agreement.recordsCompactions,
      agreementPeakWindow:
        agreement.peakWindow === null ? null : JSON.stringify(agreement.peakWindow),
      fittedSettings: agreement.fitted?.settings ?? null,
      fittedComplete: agreement.fitted?.isComplete ?? false,
    },
  });
  return count > 0;
}
