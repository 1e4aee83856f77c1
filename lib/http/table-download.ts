import { attachmentDisposition } from "./attachment-disposition";

/**
 * A table's answer as its route was asked: JSON (the body `json` gives) or CSV (`csv`), both
 * as a download named `<stem>.json` / `<stem>.csv` with a safe file name.
 *
 * @example tableDownload("csv", `sweep-aftermath-${id}`, () => ({ rows }), () => toCsv(...))
 */
export function tableDownload(
  format: "json" | "csv",
  stem: string,
  json: () => unknown,
  csv: () => string,
): Response {
  const disposition = attachmentDisposition(stem, format);
  if (format === "json")
    return Response.json(json(), { headers: { "content-disposition": disposition } });
  return new Response(csv(), {
    headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": disposition },
  });
}
