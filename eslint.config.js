// ESLint flat config: typescript-eslint on .ts, eslint-plugin-astro on .astro, the one import rule
// dependency-cruiser cannot see (it does not read .astro files): node built-ins only in src/lib/node/ and
// src/build/ (build machinery), and a size limit on every source file.
// The folder boundaries (core, browser scripts) are in .dependency-cruiser.cjs.
import { builtinModules } from 'node:module';
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import globals from 'globals';

// Every Node built-in, with and without the node: prefix, so `fs` is caught as well as `node:fs`.
const nodeBuiltins = [...new Set(builtinModules.map((name) => name.replace(/^node:/, '')))];
const NODE_ONLY_MESSAGE =
  'Node built-ins are imported only in src/lib/node/ and src/build/ (the rest of src/ also runs in the browser).';
const noNodeOutsideNodeFolder = {
  'no-restricted-imports': [
    'error',
    {
      paths: nodeBuiltins.map((name) => ({
        name,
        message: NODE_ONLY_MESSAGE,
      })),
      patterns: [
        {
          group: ['node:*'],
          message: NODE_ONLY_MESSAGE,
        },
      ],
    },
  ],
};

export default defineConfig(
  { ignores: ['dist/', 'node_modules/', '.astro/', 'bench-results/', 'test-results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // `_name` marks a parameter or binding that is deliberately unused.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: ['src/**/*.ts', 'src/**/*.astro'],
    ignores: ['src/lib/node/**', 'src/build/**'],
    rules: noNodeOutsideNodeFolder,
  },
  {
    // A file over 400 lines holds more than one idea: split it where it has a seam (a second concept, a table of
    // its own), not in halves. Blank lines and comments count: they are part of what a reader scrolls through.
    files: ['src/**/*.{ts,astro,mjs}', 'scripts/**/*.{ts,mjs}'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  {
    // .astro files are not Prettier-formatted (see .prettierignore): keep their lines readable by hand.
    // A line that is one long string, template or URL (a sentence, an address) may run over, and so may a
    // line of running text (one that starts with a word, or with an inline tag or a short expression and
    // then a word): Astro keeps a line
    // break in text as a newline in the page, so rewrapping prose would change every page it is on.
    files: ['**/*.astro'],
    rules: {
      'max-len': [
        'error',
        {
          code: 120,
          ignoreUrls: true,
          ignoreStrings: true,
          ignoreTemplateLiterals: true,
          ignoreRegExpLiterals: true,
          ignorePattern: String.raw`^\s*(<(li|p|dt|dd|code|strong|em|bdi)>|\{[^{}]*\} ?)?[^\s<{}/]`,
        },
      ],
    },
  },
);
