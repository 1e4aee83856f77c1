import { aftermathCapability } from "../services/aftermath";
import { agreementCapability } from "../services/agreement";
import type { Capability } from "../services/capability";
import { ingestCapability } from "../services/ingest";
import { jobsCapability } from "../services/jobs";
import { linksCapability } from "../services/links";
import { redactionCapability } from "../services/redaction";
import { reparseCapability } from "../services/reparse";
import { savedFiltersCapability } from "../services/saved-filters";
import { searchCapability } from "../services/search";
import { replayCapability } from "../services/replay";
import { summariesCapability } from "../services/summaries";
import { sweepsCapability } from "../services/sweeps";
import { templatesCapability } from "../services/templates";
import { transcriptsCapability } from "../services/transcripts";
import { watchCapability } from "../services/watch";

/**
 * Every server capability, a line each: the root makes their services, the worker works their
 * jobs, the start-up resumes what they left unfinished and the jobs list reads their rows.
 */
export const CAPABILITIES = [
  transcriptsCapability,
  linksCapability,
  ingestCapability,
  savedFiltersCapability,
  redactionCapability,
  replayCapability,
  agreementCapability,
  aftermathCapability,
  templatesCapability,
  summariesCapability,
  sweepsCapability,
  reparseCapability,
  searchCapability,
  jobsCapability,
  watchCapability,
] as const;

/** A listed capability with its service and payload types erased, as the root iterates them. */
export type ListedCapability = Capability<string, unknown>;

/**
 * CAPABILITIES as the root iterates them: it hands a capability's service only to that
 * capability's own handlers and steps, which the types of a mixed list cannot say.
 */
export const LISTED_CAPABILITIES = CAPABILITIES as readonly ListedCapability[];
