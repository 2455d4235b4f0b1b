// The one place the site loads data: validate data/, run the identity check and the selection once,
// and export what pages need. Pages import from here and never recompute.
import { dataDir, loadDataset } from './lib/node/read-data.ts';
import { withheldSummary } from './lib/core/dataset.ts';
import { exampleSubstitutions } from './lib/glossary/picks.ts';
import { publishedView } from './lib/published/view.ts';
import { allReleases } from './lib/node/releases-load.ts';
import { figurePagesOfReleases } from './lib/figures/addresses.ts';

// DATA_DIR lets tests build the site on a fixture data set; the default is the committed data/.
const loaded = loadDataset(dataDir());
export const dataset = loaded.dataset;
/**
 * Where each figure is shown: every link to a figure, on any page, is given this and goes to the page of its
 * version (its first release's address).
 */
export const figurePages = figurePagesOfReleases(allReleases(dataset));

// What the identity check withheld, and the repeats, so nothing is dropped silently: `npm run build` has
// printed them already in its validate step (the same code), so a build repeats them only with VERBOSE=1.
if (import.meta.env.DEV || process.env.VERBOSE) {
  console.log(withheldSummary(dataset));
  for (const note of loaded.notes) console.log(`note: ${note}`);
}
// Glossary examples that stand in for, or lack, the records they name (none on the real data).
for (const line of exampleSubstitutions(dataset)) console.log(line);

/** Ids of the models that have a page (every model with ML.ENERGY v3 rows), for other sources' tables. */
export const modelsWithPages: ReadonlySet<string> = new Set(dataset.models.map((m) => m.id));

/** The figures others published (Google's 0.24 Wh per prompt...), each prepared once for its page; [] when data/ has none. */
export const publishedViews = (dataset.published ?? []).map((f) => publishedView(dataset, f));
