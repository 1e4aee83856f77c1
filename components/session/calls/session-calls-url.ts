/**
 * Where the inspector reads a session's API calls: gzip-compressed as stored, decompressed
 * natively (`fetchJson`). One spelling for the page's preload and the inspector's fetch, which
 * takes the preloaded answer only when the two URLs are the same.
 */
export const sessionCallsUrl = (transcriptId: string) =>
  `/api/transcripts/${encodeURIComponent(transcriptId)}/calls?encoding=gzip`;
