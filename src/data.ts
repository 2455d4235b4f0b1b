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
/** Every link to a figure goes to its version's page (its first release's address). */
export const figurePages = figurePagesOfReleases(allReleases(dataset));

// What the identity check withheld, so nothing is dropped silently (a build's validate step printed it already).
if (import.meta.env.DEV || process.env.VERBOSE) {
  console.log(withheldSummary(dataset));
  for (const note of loaded.notes) console.log(`note: ${note}`);
}
// Glossary examples that stand in for, or lack, the records they name (none on the real data).
for (const line of exampleSubstitutions(dataset)) console.log(line);

/** Ids of the models that have a page (every model with ML.ENERGY v3 rows), for other sources' tables. */
export const modelsWithPages: ReadonlySet<string> = new Set(dataset.models.map((m) => m.id));

/** The figures others published (Google's 0.24 Wh per prompt...), each prepared once for its page. */
export const publishedViews = (dataset.published ?? []).map((f) => publishedView(dataset, f));
