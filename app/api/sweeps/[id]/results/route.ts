import { sweepNotFound } from "@/lib/contracts/sweep-not-found";
import { sweepResultsQuerySchema } from "@/lib/contracts/sweeps";
import { attachmentDisposition } from "@/lib/http/attachment-disposition";
import { handleRoute } from "@/lib/server/handle-route";
import { otherMethods } from "@/lib/server/other-methods";
import { services } from "@/lib/server";
import { toSweepCsv } from "@/lib/sweeps/sweep-csv";

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");

/**
 * Rows per setting, the recorded reality first (`setting: null`): `?format=json` (default)
 * `{ rows }`, `?format=csv` the same rows as CSV; `?transcriptId=` one session's rows;
 * `?by=session` adds `sessions`, each session's rows by name (JSON only).
 */
export const GET = handleRoute(
  async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
    const { id } = await params;
    const query = sweepResultsQuerySchema.parse(
      Object.fromEntries(new URL(request.url).searchParams),
    );
    const found = await services().sweeps.results(id, query.transcriptId);
    if (!found.ok) throw sweepNotFound(id);
    const { sweep, rows } = found.value;
    if (query.format === "json" && query.by === "session") {
      const bySession = await services().sweeps.sessionResults(id, query.transcriptId);
      if (!bySession.ok) throw sweepNotFound(id);
      return Response.json({ status: sweep.status, rows, sessions: bySession.value.sessions });
    }
    if (query.format === "json") return Response.json({ status: sweep.status, rows });
    const stem = `sweep-${id}${query.transcriptId ? `-${query.transcriptId}` : ""}`;
    return new Response(toSweepCsv(Object.keys(sweep.grid), rows), {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": attachmentDisposition(stem, "csv"),
      },
    });
  },
);
