import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repository = fileURLToPath(new URL('../../', import.meta.url));
const shared = fileURLToPath(new URL('../../../shared/', import.meta.url));

/** The repository's copies of the specifications and design documents, and where each comes from in shared/. */
const copies = [
  ['docs/spec/product-spec.md', 'spec/product-spec.md'],
  ['docs/spec/calculation.md', 'spec/calculation.md'],
  ['docs/spec/utility-analysis.md', 'spec/utility-analysis.md'],
  ['docs/DESIGN.md', 'DESIGN.md'],
  ['docs/STYLE.md', 'STYLE.md'],
] as const;

describe('the copies of shared/ under docs/', () => {
  it.each(copies)('%s exists in the repository', (copy) => {
    expect(existsSync(repository + copy)).toBe(true);
  });

  // The repository keeps copies so that a clone is self-contained; beside shared/ each must be current.
  it.runIf(existsSync(shared)).each(copies)('%s is identical to shared/%s', (copy, original) => {
    expect(readFileSync(repository + copy, 'utf8')).toBe(readFileSync(shared + original, 'utf8'));
  });
});
