import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstLoads } from './first-loads';

const router = readFileSync(new URL('./router.tsx', import.meta.url), 'utf8');

/** How router.tsx names a module of web/src in a dynamic import: relative, without its extension. */
function specifierFromRouter(module: string): string {
  const relative = posix.relative('src/app', module.replace(/\.tsx?$/, ''));
  return relative.startsWith('.') ? relative : `./${relative}`;
}

describe('firstLoads', () => {
  it('names only modules that the router loads lazily', () => {
    for (const { modules } of firstLoads) {
      for (const module of modules) expect(router, module).toContain(`import('${specifierFromRouter(module)}')`);
    }
  });

  it('matches the paths of its pages, and no other', () => {
    const matching = (path: string) => firstLoads.filter((load) => new RegExp(load.path).test(path)).flatMap((load) => load.modules);
    expect(matching('/app/cashflow')).toContain('src/features/cashflows/cashflow-page.tsx');
    expect(matching('/app/cashflow/4f0c')).toContain('src/features/cashflows/cashflow-page.tsx');
    expect(matching('/app/cashflow/readonly/4f0c')).not.toContain('src/features/cashflows/cashflow-page.tsx');
    expect(matching('/app/signin')).toEqual(['src/app/layouts/app-layout.tsx']);
    expect(matching('/')).toEqual([]);
    expect(matching('/application')).toEqual([]);
  });
});
