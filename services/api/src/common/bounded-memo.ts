/**
 * A function's answers kept by key, forgotten all at once past `limit` entries: for pure,
 * repeated computations (time-zone conversions, labels) whose inputs recur on every request.
 */
export function boundedMemo<Value>(limit: number, make: (key: string) => Value): (key: string) => Value {
  const kept = new Map<string, Value>();
  return (key) => {
    let value = kept.get(key);
    if (value === undefined) {
      if (kept.size >= limit) kept.clear();
      value = make(key);
      kept.set(key, value);
    }
    return value;
  };
}
