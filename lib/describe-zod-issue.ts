import type { z } from "zod";

type Issue = z.core.$ZodIssue;

/**
 * What was checked: its name as the user wrote it (a constant, a query parameter; empty: the
 * issue's path alone names it) and the value, when known (an API answer does not repeat it).
 */
export type IssueSubject = { name: string; input?: unknown };

const SHOWN_CHARS = 40;

/** The value as the user typed it, short: `"abc"`, `-5`, `true`, `[1,2]`, or `nothing`. */
export function showValue(value: unknown): string {
  if (value === undefined) return "nothing";
  const text = JSON.stringify(value) ?? String(value);
  return text.length > SHOWN_CHARS ? `${text.slice(0, SHOWN_CHARS - 1)}…` : text;
}

/** The subject's name with the issue's path: `modelWindows[0].tokens`. */
function nameAt(name: string, path: readonly PropertyKey[]): string {
  const named = path.reduce<string>(
    (text, key) =>
      typeof key === "number" ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key),
    name,
  );
  return named || "the request";
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** Names end with their unit (`autocompactBufferTokens`), so a number of them is said so. */
function numberNoun(name: string, isWhole: boolean): string {
  const unit = /(^t|T)okens$/.test(name) ? " of tokens" : "";
  return isWhole ? `a whole number${unit}` : `a number${unit}`;
}

const EXPECTED: Record<string, string> = {
  boolean: "true or false",
  string: "text",
  array: "a list",
  object: "an object",
  null: "empty",
};

/** Zod's own words start so; anything else, but a bound with its reason, a schema's author wrote. */
const isAuthors = (message: string) =>
  !/^(Too (small|big)|Invalid|Expected)/.test(message) && !/^at (least|most) [\d,.]+/.test(message);

/** The reason a schema's author wrote after the bound ("at least 1: a percentage of ..."). */
function authorsReason(message: string): string {
  const colon = message.indexOf(": ");
  return colon >= 0 && /^at (least|most) /.test(message) ? `: ${message.slice(colon + 2)}` : "";
}

function describeBound(issue: Issue & { code: "too_small" | "too_big" }): string | null {
  const isSmall = issue.code === "too_small";
  const bound = Number(isSmall ? issue.minimum : issue.maximum);
  const inclusive = issue.inclusive !== false;
  const limit = bound.toLocaleString("en-US");
  switch (issue.origin) {
    case "number":
    case "int":
    case "bigint":
      return isSmall
        ? `must be ${inclusive ? "at least" : "more than"} ${limit}`
        : `must be ${inclusive ? "at most" : "less than"} ${limit}`;
    case "string":
      if (isSmall && bound === 1) return "must not be empty";
      return `must be ${isSmall ? "at least" : "at most"} ${limit} characters long`;
    case "array":
    case "set":
      return `must have ${isSmall ? "at least" : "at most"} ${limit} items`;
    default:
      return null;
  }
}

/** The sentence for one issue, without the name and the value (added by the caller). */
function describePredicate(issue: Issue, name: string): string | null {
  switch (issue.code) {
    case "invalid_type":
      // A field left out (zod says what it received; the value itself is not kept).
      if (/received undefined$/.test(issue.message)) return "is required";
      if (issue.expected === "number") return `must be ${numberNoun(name, false)}`;
      if (issue.expected === "int") return `must be ${numberNoun(name, true)}`;
      return EXPECTED[issue.expected] ? `must be ${EXPECTED[issue.expected]}` : null;
    case "too_small":
    case "too_big": {
      // A schema's own sentence ("a name is required") says it better than the bound.
      if (isAuthors(issue.message)) return null;
      const bound = describeBound(issue);
      return bound && `${bound}${authorsReason(issue.message)}`;
    }
    case "invalid_value":
      return issue.values.length === 1
        ? `must be ${showValue(issue.values[0])}`
        : `must be one of ${issue.values.map((value) => showValue(value)).join(", ")}`;
    case "not_multiple_of":
      return `must be a multiple of ${String(issue.divisor)}`;
    default:
      return null;
  }
}

/**
 * One zod issue as a sentence a user can act on, naming what was wrong and what they gave:
 * zod's own "Invalid input: expected number, received string" names neither. Issues the
 * sentence builder does not know keep their message, after the name.
 *
 * @example
 * describeZodIssue(issue, { name: "autocompactBufferTokens", input: "abc" })
 * // 'autocompactBufferTokens must be a whole number of tokens (got "abc")'
 */
export function describeZodIssue(issue: Issue, subject: IssueSubject): string {
  const name = nameAt(subject.name, issue.path);
  if (issue.code === "unrecognized_keys") {
    const keys = issue.keys.map((key) => `"${key}"`).join(", ");
    return `${name} has ${issue.keys.length === 1 ? "a key" : "keys"} it does not know: ${keys}`;
  }
  const leaf = issue.path.findLast((key) => typeof key === "string");
  const predicate = describePredicate(issue, typeof leaf === "string" ? leaf : subject.name);
  if (predicate === null) return `${name}: ${issue.message}`;
  if (!("input" in subject)) return `${name} ${predicate}`;
  return `${name} ${predicate} (got ${showValue(valueAt(subject.input, issue.path))})`;
}

/** The first issue of a failed parse as a sentence (one at a time: the first is the one to fix). */
export function describeZodError(error: z.ZodError, subject: IssueSubject): string {
  const [first] = error.issues;
  return first ? describeZodIssue(first, subject) : `${subject.name} is not valid`;
}
