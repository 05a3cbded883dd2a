/**
 * JSON with every object's keys in sorted order, so that two equal values give the same text whatever order their
 * keys were written in: numbers as JSON.stringify writes them (the shortest text that reads back the same double),
 * members whose value is undefined left out and undefined in a list written null, as JSON.stringify does.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((entry: unknown) => canonicalJson(entry)).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const members = Object.keys(value)
      .sort()
      .flatMap((key) => {
        const member: unknown = Reflect.get(value, key);
        return member === undefined ? [] : [`${JSON.stringify(key)}:${canonicalJson(member)}`];
      });
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
