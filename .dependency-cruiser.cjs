// Folder boundaries of src/, checked by `npm run lint` (dependency-cruiser resolves each import to a file,
// so the rules hold whatever the relative path looks like). Written over folder names, not file lists,
// so a new feature folder under src/lib/ is covered as soon as it exists.
// dependency-cruiser reads .ts/.js only; node built-ins in .astro files are caught by ESLint instead.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'core-imports-only-core',
      comment: 'src/lib/core/ is the base every feature builds on: it imports only itself and npm packages.',
      severity: 'error',
      from: { path: '^src/lib/core/' },
      to: { path: '^src/', pathNot: '^src/lib/core/' },
    },
    {
      name: 'lib-imports-no-site',
      comment: 'src/lib/ is pure domain code: no pages, components, layouts, browser scripts or src/data.ts.',
      severity: 'error',
      from: { path: '^src/lib/' },
      to: { path: '^src/', pathNot: '^src/lib/' },
    },
    {
      name: 'browser-no-build-only-code',
      comment:
        'Browser scripts (src/scripts/) never import code that reads files (node/), validates data files ' +
        '(validate/) or builds the downloads (downloads/), directly or through another module.',
      severity: 'error',
      from: { path: '^src/scripts/' },
      to: { path: '^src/lib/(node|validate|downloads)/', reachable: true },
    },
    {
      name: 'node-builtins-only-in-lib-node',
      comment:
        'node:* is imported only in src/lib/node/; the rest of src/ also runs in the browser. With the rule above, ' +
        'browser scripts reach no node:* import at all.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/lib/node/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'no-circular',
      comment: 'Import cycles hide the direction of dependencies.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.mjs', '.json'] },
  },
};
