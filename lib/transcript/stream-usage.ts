/**
 * Claude Code behind a proxy that reports a response's usage only at its stream's end (zeros in
 * message_start, the whole usage in message_delta), as the conformance lab measured it
 * (setting `glm-4.7+delta-usage`): up to 2.1.58 the transcript records message_start's zeros
 * (2.1.59 on, message_delta's); up to 2.1.29 the client counts those zeros too and so never
 * compacts by itself there, while 2.1.30 on counts message_delta's.
 */
export const START_USAGE_RECORDED_THROUGH = "2.1.58";
export const END_USAGE_COUNTED_SINCE = "2.1.30";
