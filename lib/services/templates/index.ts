import { DEFAULT_SUMMARY_PROMPT } from "../../compaction/summary-request/default-summary-prompt";
import type { Capability } from "../capability";
import { createTemplatesService, type TemplatesService } from "./templates-service";

/** Prompt templates, versioned: what summary variants are made with. */
export const templatesCapability: Capability<"templates", TemplatesService> = {
  id: "templates",
  create: ({ db }) => createTemplatesService({ db, defaultPrompt: DEFAULT_SUMMARY_PROMPT }),
};
