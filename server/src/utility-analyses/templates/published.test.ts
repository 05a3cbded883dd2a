import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { templates } from './index';

/**
 * Published template versions are immutable (docs/spec/utility-analysis.md section 1): analyses keep the version
 * they were started on, so their results must stay reproducible. Each published version is pinned by
 * the SHA-256 of its JSON; a change to a template must be a new version (a new `-vN` entry added here),
 * never an edit of a pinned one.
 */
const published: Record<string, string> = {
  'second-hand-vessel-acquisition-v1': '0df48a14412f950fcb12acb0ab37a97753d2f664c925280bb0cf6a0e2472d419',
  'ship-loan-credit-view-v1': '17847f2775b2d6270b14ce92327f74d9037ff41684563ff62bf86740e9f3b6d1',
  'ship-fund-participation-v1': '43e2c967d64eaa3cc0bbe028401e66a85fbec3f4e7fe968c0e38448fd02e5e5a',
};

describe('published templates', () => {
  it('are unchanged since they were published', () => {
    const current = Object.fromEntries(templates.map((template) => [template.id, createHash('sha256').update(JSON.stringify(template)).digest('hex')]));
    for (const [id, hash] of Object.entries(published)) expect(current[id], `${id} was edited: publish a new version instead`).toBe(hash);
  });

  it('are never withdrawn while analyses may use them', () => {
    const ids = new Set(templates.map((template) => template.id));
    for (const id of Object.keys(published)) expect(ids.has(id), `${id} is missing`).toBe(true);
  });
});
