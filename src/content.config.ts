// Content collections. The glossary's frontmatter schema lives in a pure module so unit tests can run
// it on fixtures without Astro; here it is handed to the content layer, which rejects a bad page at build.
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { glossaryTermSchema } from './lib/glossary/schema.ts';

const glossary = defineCollection({
  // One MDX file per term; the file name is the slug the site links to (/glossary/<slug>/).
  loader: glob({ pattern: '*.mdx', base: './src/content/glossary' }),
  schema: glossaryTermSchema,
});

export const collections = { glossary };
