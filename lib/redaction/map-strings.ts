/**
 * A copy of a JSON-like value with every string passed through `change`, which also hears
 * where the string is (`messages[2].content[0].text`). Keys stay as they are; a key such as
 * `__proto__` stays plain data (fromEntries defines own properties).
 */
export function mapStrings(
  value: unknown,
  change: (text: string, path: string) => string,
  path = "",
): unknown {
  if (typeof value === "string") return change(value, path);
  if (Array.isArray(value))
    return value.map((item, i) => mapStrings(item, change, `${path}[${i}]`));
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      mapStrings(item, change, path === "" ? key : `${path}.${key}`),
    ]),
  );
}
