// The composition root: routes, pages, instrumentation and the worker import from here only.
export { services, type Services } from "./services";
export { jobsIdle, jobQueues, startEveryQueue, closeReplayPool } from "./server";
export { resumeUnfinished } from "./resume-unfinished";
export { startUpkeep } from "./start-upkeep";
