/** The summaries API's addresses for one point, encoded once here. */
export function summariesUrl(transcriptId: string, point: string): string {
  return `/api/transcripts/${encodeURIComponent(transcriptId)}/compactions/${encodeURIComponent(point)}/summaries`;
}

export function variantUrl(transcriptId: string, point: string, variantId: string): string {
  return `${summariesUrl(transcriptId, point)}/${encodeURIComponent(variantId)}`;
}
