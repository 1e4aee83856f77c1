import { BATCH_AFTERMATH_DEFINITION } from "@/lib/compaction/aftermath/definitions";
import { batchAftermathQuerySchema } from "@/lib/contracts/summary-batch-aftermath";
import { tableDownload } from "@/lib/http/table-download";
import { handleRoute } from "@/lib/server/handle-route";
import { otherMethods } from "@/lib/server/other-methods";
import { services } from "@/lib/server";
import { toBatchAftermathCsv } from "@/lib/view/summaries/batch-aftermath";

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");

/**
 * The batch's aftermath per template/variant, the one that re-spent least on missed facts
 * first: `?format=json` (default) `{ status, definition, rows }`, `?format=csv` a download.
 */
export const GET = handleRoute(
  async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
    const { id } = await params;
    const query = batchAftermathQuerySchema.parse(
      Object.fromEntries(new URL(request.url).searchParams),
    );
    const { status, rows } = await services().summaries.batchAftermath(id);
    return tableDownload(
      query.format,
      `batch-aftermath-${id}`,
      () => ({ status, definition: BATCH_AFTERMATH_DEFINITION.definition, rows }),
      () => toBatchAftermathCsv(rows),
    );
  },
);
