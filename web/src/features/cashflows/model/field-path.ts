/** What a path of core's validation names: a field, a tranche or one of its fields, or one broker estimate. */
export type FieldPath =
  | { kind: 'field'; name: string }
  | { kind: 'tranche'; number: number; member: string | null }
  | { kind: 'brokerEstimate'; number: number }
  | { kind: 'unknown'; path: string };

/**
 * Reads core's path of a field error (`lightWeightTonnage`, `tranches.0.value`, `brokerValueEsimationsCurr.1`);
 * list entries are numbered from 1, as the form and the exports number them. Anything else is unknown.
 */
export function parseFieldPath(path: string): FieldPath {
  const [name = '', index, member, ...rest] = path.split('.');
  if (index === undefined) return { kind: 'field', name };
  if (!/^\d+$/.test(index) || rest.length > 0) return { kind: 'unknown', path };
  const number = Number(index) + 1;
  if (name === 'tranches') return { kind: 'tranche', number, member: member ?? null };
  if (name === 'brokerValueEsimationsCurr' && member === undefined) return { kind: 'brokerEstimate', number };
  return { kind: 'unknown', path };
}

/** The words for each kind of path; a lookup answers null for a name it does not know. */
export type PathWords = {
  field: (name: string) => string | null;
  tranche: (number: number) => string;
  trancheMember: (member: string) => string | null;
  /** Joins a tranche's heading and its field's label: "Tranche 1: Value", "Tranche 2 · Amount". */
  join: (tranche: string, member: string) => string;
  brokerEstimate: (number: number) => string;
};

/** A path in words; a part the words do not know is left out (a tranche's unknown field) or kept as it is (an unknown field). */
export function pathLabel(path: string, words: PathWords): string {
  const parsed = parseFieldPath(path);
  switch (parsed.kind) {
    case 'field':
      return words.field(parsed.name) ?? path;
    case 'tranche': {
      const heading = words.tranche(parsed.number);
      const member = parsed.member === null ? null : words.trancheMember(parsed.member);
      return member === null ? heading : words.join(heading, member);
    }
    case 'brokerEstimate':
      return words.brokerEstimate(parsed.number);
    case 'unknown':
      return path;
  }
}
