/**
 * Memoises `compute(owner, args)` per owner object (held weakly) and per `keyOf(args)`,
 * keeping the `limit` most recent keys of each owner. The engine replays one stored model many
 * times with different constants; what depends only on the model and a few constants is
 * computed once. Results are shared: callers treat them as read-only, as the engine does.
 *
 * @example
 * const indexOf = memoByObject(build, (c: EstimateConstants) => `${c.charsPerToken}`, 4);
 * indexOf(model, constants) === indexOf(model, { ...constants }) // true
 */
export function memoByObject<Owner extends object, Args, Value>(
  compute: (owner: Owner, args: Args) => Value,
  keyOf: (args: Args) => string,
  limit: number,
): (owner: Owner, args: Args) => Value {
  const cache = new WeakMap<Owner, Map<string, Value>>();
  return (owner, args) => {
    let values = cache.get(owner);
    if (values === undefined) {
      values = new Map();
      cache.set(owner, values);
    }
    const key = keyOf(args);
    if (values.has(key)) return values.get(key) as Value;
    const value = compute(owner, args);
    values.set(key, value);
    if (values.size > limit) values.delete(values.keys().next().value as string);
    return value;
  };
}
