import type { Capability } from "../capability";
import { transcriptsCapability } from "../transcripts";
import { createAftermathService, type AftermathService } from "./aftermath-service";

/** What each recorded compaction cost afterwards, measured from the stored transcript. */
export const aftermathCapability: Capability<"aftermath", AftermathService> = {
  id: "aftermath",
  create: (deps) => createAftermathService({ transcripts: () => deps.use(transcriptsCapability) }),
};
