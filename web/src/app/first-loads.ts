/**
 * The pages whose first visit starts to load their code with the page itself: for a path that matches, the server
 * puts the files of these modules — as the router loads them lazily: the layout, the page, its loader — into the page
 * as preloads (web/vite.config.ts writes them to first-loads.json; server/src/http/web-app.ts), so that they arrive
 * beside the shell instead of after it has run. The cashflow page draws its header with them alone.
 * first-loads.test.ts checks that the router loads each module named here.
 */
export const firstLoads = [
  { path: '^/app(?:/|$)', modules: ['src/app/layouts/app-layout.tsx'] },
  { path: '^/app/cashflow(?:/[^/]+)?/?$', modules: ['src/features/cashflows/cashflow-page.tsx', 'src/features/cashflows/api/cashflow-loader.ts'] },
] as const;
