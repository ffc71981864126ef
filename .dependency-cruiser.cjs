/** Dependency direction of ARCHITECTURE §2, checked by `npm run depcheck` inside `npm test`. */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'packages/domain has zero runtime dependencies and no I/O.',
      severity: 'error',
      from: { path: '^packages/domain/src' },
      to: { pathNot: '^packages/domain/src', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'contracts-only-domain-and-zod',
      severity: 'error',
      from: { path: '^packages/contracts/src' },
      to: { pathNot: ['^packages/(contracts|domain)/src', 'node_modules/zod'] },
    },
    {
      name: 'contracts-models-have-no-zod',
      comment: 'Browser code imports @sportsbook/contracts/models: mappers and types only, no schemas.',
      severity: 'error',
      from: { path: '^packages/contracts/src/(models\\.ts|.*\\.model\\.ts|realtime/channels\\.ts)$' },
      to: {
        path: ['node_modules/zod', '^packages/contracts/src/(?!models\\.ts$)(?!.*\\.model\\.ts$)(?!realtime/channels\\.ts$)'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'host-sdk-only-contracts',
      severity: 'error',
      from: { path: '^packages/host-sdk/src' },
      to: { pathNot: ['^packages/(host-sdk|contracts|domain)/src', 'node_modules/zod'] },
    },
    {
      name: 'packages-never-import-apps',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'no-app-imports-another-app',
      severity: 'error',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'web-features-do-not-import-app',
      severity: 'error',
      from: { path: '^apps/web/src/(features|components|lib)/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-lib-and-ui-do-not-import-features',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib)/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'web-feature-isolation',
      comment: 'A feature does not import another feature; compose them in app/ or lift to lib/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'ui-primitives-have-no-domain',
      severity: 'error',
      from: { path: '^apps/web/src/components/ui/' },
      to: { path: '^packages/' },
    },
    {
      name: 'api-routes-do-not-touch-repositories',
      comment: 'routes → service → repository.',
      severity: 'error',
      from: { path: '^apps/api/src/modules/[^/]+/routes\\.ts$' },
      to: { path: 'repository\\.ts$' },
    },
    {
      name: 'api-drizzle-only-in-repositories-and-db',
      severity: 'error',
      from: { path: '^apps/api/src/', pathNot: ['repository\\.ts$', '^apps/api/src/db/', '^apps/api/src/plugins/db'] },
      to: { path: 'node_modules/drizzle-orm' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.next', 'node_modules', 'dist'] },
    tsPreCompilationDeps: true,
    // the shared base plus the `@/*` alias of apps/web
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
    combinedDependencies: true,
  },
};
