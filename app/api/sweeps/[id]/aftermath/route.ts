import { EXPOSURE_DEFINITION } from "@/lib/compaction/aftermath/definitions";
import { sweepNotFound } from "@/lib/contracts/sweep-not-found";
import { sweepAftermathQuerySchema } from "@/lib/contracts/sweeps";
import { tableDownload } from "@/lib/http/table-download";
import { handleRoute } from "@/lib/server/handle-route";
import { otherMethods } from "@/lib/server/other-methods";
import { services } from "@/lib/server";
import { toSweepAftermathCsv, toSweepAftermathRows } from "@/lib/view/sweeps/sweep-aftermath";

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");

/**
 * The sweep's aftermath table, the setting that re-spent least first: `?format=json` (default)
 * `{ status, definition, rows }`, `?format=csv` the same rows as a CSV download.
 */
export const GET = handleRoute(
  async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
    const { id } = await params;
    const query = sweepAftermathQuerySchema.parse(
      Object.fromEntries(new URL(request.url).searchParams),
    );
    const found = await services().sweeps.results(id);
    if (!found.ok) throw sweepNotFound(id);
    const { sweep, rows } = found.value;
    const table = toSweepAftermathRows(rows);
    return tableDownload(
      query.format,
      `sweep-aftermath-${id}`,
      () => ({ status: sweep.status, definition: EXPOSURE_DEFINITION.definition, rows: table }),
      () => toSweepAftermathCsv(Object.keys(sweep.grid), table),
    );
  },
);
