// Folder boundaries of src/, checked by `npm run lint` (dependency-cruiser resolves each import to a file,
// so the rules hold whatever the relative path looks like). Written over folder names, not file lists,
// so a new feature folder under src/lib/ is covered as soon as it exists.
// dependency-cruiser reads .ts/.js only; node built-ins in .astro files are caught by ESLint instead.
//
// The layers, lowest first: core/ (the data and its rules) -> text/ (formats, URLs, phrases shared by every
// feature) and checksums/ -> the feature folders (one idea each: charts/, citation/, downloads/...) -> node/
// (reads files, runs the build) -> pages, components and browser scripts. Each layer imports only the ones
// below it; feature folders import one another one way only.
const FEATURE = '^src/lib/(?!(core|text|checksums|node)/)[^/]+/';
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
      name: 'text-imports-only-core',
      comment:
        'src/lib/text/ holds the helpers every feature shares (URLs, number formats, phrases): it imports only ' +
        'core/ and itself, so a feature never has to import another feature for a link or a phrase.',
      severity: 'error',
      from: { path: '^src/lib/text/' },
      to: { path: '^src/', pathNot: '^src/lib/(core|text)/' },
    },
    {
      name: 'checksums-import-nothing',
      comment: 'src/lib/checksums/ are pure functions of bytes (SHA-256, CRC-32): they import no domain code.',
      severity: 'error',
      from: { path: '^src/lib/checksums/' },
      to: { path: '^src/', pathNot: '^src/lib/checksums/' },
    },
    {
      name: 'features-below-node',
      comment:
        'Feature folders are pure: they compute what a page shows from data given to them. node/ reads the ' +
        'files and runs the build on top of them, so a feature that imported node/ would read disk or start threads.',
      severity: 'error',
      from: { path: FEATURE },
      to: { path: '^src/lib/node/' },
    },
    {
      name: 'no-feature-folder-cycle',
      comment:
        'Two feature folders that import each other (directly or through others) are one feature in two places: ' +
        'a newcomer cannot tell which is built on which. What both need moves down to text/ or core/.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/lib/[^/]+' },
      to: { path: '^src/lib/[^/]+', circular: true },
    },
    {
      name: 'browser-no-build-only-code',
      comment:
        'Browser scripts (src/browser/) never import code that reads files (node/), validates data files ' +
        '(validate/), builds the downloads (downloads/), hashes them (checksums/) or belongs to the build ' +
        '(src/build/), directly or through another module.',
      severity: 'error',
      from: { path: '^src/browser/' },
      to: { path: '^src/(lib/(node|validate|downloads|checksums)|build)/', reachable: true },
    },
    {
      name: 'node-builtins-only-in-lib-node-and-build',
      comment:
        'Node built-ins (node:fs, fs, ...) are imported only in src/lib/node/ (reading and writing files) and ' +
        'src/build/ (integrations, worker threads, image encoders); the rest of src/ is pure and also runs in the ' +
        'browser. No other folder is exempt: hashes (src/lib/checksums/) are pure functions. With the rule above, ' +
        'browser scripts reach no node:* import at all.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(lib/node|build)/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'browser-imports-lib-only',
      comment:
        'Browser code (src/browser/) imports only itself and src/lib/: never pages, components, layouts, ' +
        'the site data modules (src/data.ts, src/cards.ts, src/chart-list.ts) or the build.',
      severity: 'error',
      from: { path: '^src/browser/' },
      to: { path: '^src/', pathNot: '^src/(browser|lib)/' },
    },
    {
      name: 'build-not-imported-by-browser-or-lib',
      comment:
        'src/build/ (Astro integrations, worker threads, image rendering) is used by astro.config.mjs, ' +
        'pages and endpoints only; src/lib/ and browser code never depend on build machinery.',
      severity: 'error',
      from: { path: '^src/(lib|browser)/' },
      to: { path: '^src/build/' },
    },
    {
      name: 'src-imports-no-cli',
      comment:
        'scripts/ (the command-line tools and their helpers in scripts/lib/) sits on top of src/lib/: nothing in ' +
        'src/ imports it. A helper both need belongs in src/lib/.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^scripts/' },
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
