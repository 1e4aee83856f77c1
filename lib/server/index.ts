// The composition root's services and start-up steps, for routes, pages, instrumentation and
// the worker. handleRoute, otherMethods, the database client and the Auth.js instance are
// modules of their own beside it, so what needs only them loads no capability.
export { services, type Services } from "./services";
export { jobsIdle, jobQueues, startEveryQueue, closeReplayPool } from "./server";
export { resumeUnfinished } from "./resume-unfinished";
export { startUpkeep } from "./start-upkeep";
