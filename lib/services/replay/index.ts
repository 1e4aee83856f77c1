import { readReplayStoreLimits } from "../../db/evict-replays";
import type { Capability } from "../capability";
import { createReplayService, type ReplayService } from "./replay-service";

/** Replays of stored transcripts, one service per process so identical requests share one. */
export const replayCapability: Capability<"replay", ReplayService> = {
  id: "replay",
  create: ({ db, pool }) => createReplayService({ db, pool, limits: readReplayStoreLimits() }),
};
