import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The rules a snippet breaks when it stands at `filePath` (relative to the repository), as `npm run lint` would report them. */
async function brokenRules(eslint: ESLint, filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

// The linter enforces the web app's layers (eslint.config.js): these snippets prove that it does.
describe('the import boundaries of the web app', { timeout: 120_000 }, () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: repoRoot });
  });

  it('refuses a feature that imports another feature', async () => {
    const code = "import { analysisTitle } from '../utility-analyses/analysis-records';\nexport const title = analysisTitle;\n";
    expect(await brokenRules(eslint, 'web/src/features/cashflows/x.ts', code)).toEqual(['import-x/no-restricted-paths']);
  });

  it('lets a feature import its own modules, lib and components', async () => {
    const code = [
      "import { formatMoney } from '../../lib/format';",
      "import { EmptyState } from '../../components/empty-state';",
      "import { displayTitle } from './cashflow-records';",
      'export const parts = [formatMoney, EmptyState, displayTitle];',
      '',
    ].join('\n');
    expect(await brokenRules(eslint, 'web/src/features/cashflows/x.ts', code)).toEqual([]);
  });

  it('refuses lib and components that import a feature or the app', async () => {
    const fromFeature = "import { displayTitle } from '../features/cashflows/cashflow-records';\nexport const title = displayTitle;\n";
    expect(await brokenRules(eslint, 'web/src/lib/x.ts', fromFeature)).toEqual(['import-x/no-restricted-paths']);
    const fromApp = "import { guardRedirect } from '../app/guards';\nexport const guard = guardRedirect;\n";
    expect(await brokenRules(eslint, 'web/src/components/x.ts', fromApp)).toEqual(['import-x/no-restricted-paths']);
  });

  it('lets the app compose features', async () => {
    const code = "import { UsersList } from '../../../features/users/components/users-list';\nexport const list = UsersList;\n";
    expect(await brokenRules(eslint, 'web/src/app/pages/admin/x.ts', code)).toEqual([]);
  });
});
