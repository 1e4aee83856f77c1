/** The judge's prompt and its version, as the probes panel shows them. */
export { JUDGE_PROMPT_VERSION, JUDGE_SYSTEM_PROMPT } from "@/lib/summaries/probes/judge-rubric";
