// The API's house rules (docs/MODULES.md, ARCHITECTURE "Rules of the house"), checked by `npm run lint`:
// a module is entered only through its index.ts (its public face); tables come from db/schema.ts (a table
// file may name another module's table file for its foreign keys); lib/ and plugins/ import no module;
// no import cycles, type-only imports included. Test files and fixtures may cross.
const MODULES = '^apps/api/src/modules/';
const TESTS = ['\\.test\\.ts$', '\\.fixtures\\.ts$', '^apps/api/src/test/'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'api-module-inside',
      comment: "Another module's inside: import what it exports from modules/<m>/index.ts (tables from db/schema.ts).",
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/`, pathNot: [...TESTS, '\\.tables\\.ts$'] },
      to: { path: MODULES, pathNot: [`${MODULES}$1/`, `${MODULES}[^/]+/index\\.ts$`] },
    },
    {
      name: 'api-table-file-imports',
      comment: "A table file names only other table files (another module's, for its foreign keys).",
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/[^/]+\\.tables\\.ts$` },
      to: { path: MODULES, pathNot: ['\\.tables\\.ts$'] },
    },
    {
      name: 'api-outside-enters-by-index',
      comment: 'Outside the modules (app.ts, seed/, ops/, db/), a module is entered by its index.ts; its tables come from db/schema.ts.',
      severity: 'error',
      from: { path: '^apps/api/src/', pathNot: [...TESTS, MODULES, '^apps/api/src/db/schema\\.ts$'] },
      to: { path: MODULES, pathNot: [`${MODULES}[^/]+/index\\.ts$`] },
    },
    {
      name: 'api-infrastructure-imports-no-module',
      comment: 'lib/ and plugins/ are below every module: what they need of a module moves down into them.',
      severity: 'error',
      from: { path: '^apps/api/src/(lib|plugins)/', pathNot: TESTS },
      to: { path: MODULES },
    },
    {
      name: 'api-no-cycle',
      comment: 'No import cycles: what two files or modules both need moves down.',
      severity: 'error',
      from: { path: '^apps/api/src/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    includeOnly: '^apps/api/src/',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'apps/api/tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.js', '.json'],
    },
  },
};
