import { NOUNS, VERBS, pastTense } from "../vocabulary";
import type { ToolContext, ToolOutcome } from "./tool-types";

export type Todo = {
  content: string;
  status: "pending" | "in_progress" | "completed";
  activeForm: string;
};

const TODO_DONE =
  "Todos have been modified successfully. Ensure that you continue to use the todo list to track your progress. Please proceed with the current tasks if applicable";

/** TodoWrite: advances the session's todo list (kept small) and reports old and new lists. */
export function todoTool(ctx: ToolContext, todos: Todo[]): { outcome: ToolOutcome; todos: Todo[] } {
  const { rng } = ctx;
  const oldTodos = todos;
  let next = todos.map((t) => ({ ...t }));
  const active = next.find((t) => t.status === "in_progress");
  if (active) active.status = "completed";
  const pending = next.find((t) => t.status === "pending");
  if (pending) pending.status = "in_progress";
  if (next.every((t) => t.status === "completed") || next.length === 0) {
    next = Array.from({ length: rng.int(2, 6) }, (_, i) => {
      const verb = rng.pick(VERBS);
      const noun = rng.pick(NOUNS);
      return {
        content: `${verb.charAt(0).toUpperCase()}${verb.slice(1)} ${noun} handling`,
        status: i === 0 ? ("in_progress" as const) : ("pending" as const),
        activeForm: `Working on ${noun} ${verb}`,
      };
    });
  }
  return {
    outcome: {
      name: "TodoWrite",
      input: { todos: next },
      content: TODO_DONE,
      isError: false,
      toolUseResult: { oldTodos, newTodos: next },
      contextChars: TODO_DONE.length,
      compactable: false,
    },
    todos: next,
  };
}

/** WebFetch: a summarised page, or a 404 error. */
export function webFetchTool(ctx: ToolContext): ToolOutcome {
  const { rng } = ctx;
  const url = `https://docs.example.dev/${rng.pick(NOUNS)}/${rng.pick(VERBS)}`;
  const input = { url, prompt: `How do I ${rng.pick(VERBS)} a ${rng.pick(NOUNS)}?` };
  if (rng.chance(0.2)) {
    return {
      name: "WebFetch",
      input,
      content: "Request failed with status code 404",
      isError: true,
      toolUseResult: "Error: Request failed with status code 404",
      contextChars: 35,
      compactable: true,
    };
  }
  const result = `The page explains that a ${rng.pick(NOUNS)} must be ${pastTense(rng.pick(VERBS))} before use. Key points:\n- Use the \`${rng.pick(VERBS)}\` option\n- Limits apply per ${rng.pick(NOUNS)}`;
  return {
    name: "WebFetch",
    input,
    content: result,
    isError: false,
    toolUseResult: {
      bytes: rng.int(2000, 90_000),
      code: 200,
      codeText: "OK",
      result,
      durationMs: rng.int(300, 6000),
      url,
    },
    contextChars: result.length,
    compactable: true,
  };
}

/**
 * An MCP call whose input holds an own `__proto__` key (hostile-input case of SPEC §7).
 * JSON.parse is the only way to create that key as data rather than as the prototype.
 */
export function protoPollutionTool(ctx: ToolContext): ToolOutcome {
  const input = JSON.parse(
    '{"method":"POST","path":"/api/users","body":{"name":"mallory","__proto__":{"isAdmin":true}}}',
  ) as Record<string, unknown>;
  const text = `HTTP 400 Bad Request\n{"error":"unknown key __proto__ in body"} (request ${ctx.rng.int(1000, 9999)})`;
  return {
    name: "mcp__http__request",
    input,
    content: [{ type: "text", text }],
    isError: false,
    toolUseResult: [{ type: "text", text }],
    contextChars: text.length,
    compactable: false,
  };
}
