/**
 * The dependency rule of the four sides (ARCHITECTURE.md), checked by `npm run lint:deps` (part of `npm test` and
 * `npm run check`; test/unit/dependency-rules.test.ts proves a forbidden import fails):
 *
 *   node    bin/, src/ but client/ and shared/   may import shared and the theme's entry (the server render)
 *   client  src/client/                          may import shared and the theme's entry
 *   theme   templates/ (and the site's pages)    may import shared and the runtime's public entry
 *   shared  src/shared/                          imports only shared, and packages that run anywhere
 *
 * A side's entry (templates/index.ts, src/client/index.ts) is the only file of it another side imports; no Node
 * built-in outside the node side. The TypeScript environments (DOM, Node) are the tsconfigs' to check.
 */

const NODE = '^(bin|src)/'
const NOT_NODE = ['^src/client/', '^src/shared/']
const CLIENT = '^src/client/'
const SHARED = '^src/shared/'
const THEME = '^templates/'
const SITE_PAGES = '^content/pages/'
const THEME_ENTRY = '^templates/index[.]ts$'
const CLIENT_ENTRY = '^src/client/index[.]ts$'

/** What shared code may import besides shared: packages that run in the browser and in Node alike. */
const SHARED_PACKAGES = ['(^|/)node_modules/(react|minisearch|zod|@types/hast)/']

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'node-not-client',
      comment: 'The node side never imports the browser runtime: what both need is in src/shared/.',
      severity: 'error',
      from: { path: NODE, pathNot: NOT_NODE },
      to: { path: CLIENT },
    },
    {
      name: 'theme-through-its-entry',
      comment: 'Another side imports the theme through templates/index.ts only.',
      severity: 'error',
      from: { pathNot: THEME },
      to: { path: THEME, pathNot: THEME_ENTRY },
    },
    {
      name: 'runtime-through-its-entry',
      comment: 'The theme imports the browser runtime through src/client/index.ts only.',
      severity: 'error',
      from: { path: [THEME, SITE_PAGES] },
      to: { path: CLIENT, pathNot: CLIENT_ENTRY },
    },
    {
      name: 'browser-not-node',
      comment: 'The runtime, the theme and the site pages never import the node side (the build, serve, the CLI).',
      severity: 'error',
      from: { path: [CLIENT, THEME, SITE_PAGES] },
      to: { path: NODE, pathNot: NOT_NODE },
    },
    {
      name: 'site-pages-not-runtime',
      comment: 'The site pages are written with the theme: they take the runtime through the theme, not directly.',
      severity: 'error',
      from: { path: SITE_PAGES },
      to: { path: CLIENT },
    },
    {
      name: 'shared-only-shared',
      comment: 'Shared code imports only shared code.',
      severity: 'error',
      from: { path: SHARED },
      to: { path: '^(bin|src|templates|content)/', pathNot: SHARED },
    },
    {
      name: 'shared-packages-run-anywhere',
      comment: 'A package shared code imports must run in the browser and in Node: add it to SHARED_PACKAGES if so.',
      severity: 'error',
      from: { path: SHARED },
      to: { dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg'], pathNot: SHARED_PACKAGES },
    },
    {
      name: 'no-node-builtins-in-browser-or-shared',
      comment: 'Node built-ins belong to the node side: the runtime, the theme and shared code run in the browser.',
      severity: 'error',
      from: { path: [CLIENT, THEME, SHARED, SITE_PAGES] },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'node-not-launcher',
      comment: "The stages do not import the CLI's launcher (bin/).",
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^bin/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|test/fixtures)/' },
    // `import type` counts: a type-only import across a boundary still couples the sides
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
}
