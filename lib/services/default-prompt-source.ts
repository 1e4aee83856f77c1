// Placeholder until the request builder's DEFAULT_SUMMARY_PROMPT (branch summary-request) is
// merged: then this file re-exports it.
export const DEFAULT_SUMMARY_PROMPT =
  "Your task is to create a detailed summary of the conversation so far (the request builder's prompt replaces this text).";
