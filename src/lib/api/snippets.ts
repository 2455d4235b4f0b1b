// Copy-paste code loading the latest release in pandas, R and DuckDB from permanent addresses (the same bytes after the
// next release). /downloads/ prints them; a test runs the DuckDB one against the build.
import type { Dataset } from '../core/dataset.ts';
import { absoluteUrl, releaseUrl, type Site } from '../text/site-links.ts';
import { apiDocUrl } from './addresses.ts';
import { csvFileName, INDEX_TABLE } from '../downloads/tables.ts';

export function loadSnippets(d: Dataset, site: Site) {
  const id = d.release.id;
  const csv = absoluteUrl(site, `${releaseUrl(id)}${csvFileName(INDEX_TABLE)}`);
  const board = absoluteUrl(site, apiDocUrl(id, 'tasks', d.tasks[0].id));
  const what = `# The index of release ${id}: one row per task, model and GPU (GPU board energy, measured).`;
  return [
    {
      id: 'python',
      label: 'Python (pandas)',
      code: [
        'import pandas as pd',
        '',
        what,
        `index = pd.read_csv("${csv}")`,
        'print(index.sort_values(["task", "energy_per_token_j"])[["task", "model_name", "gpu", "energy_per_token_j"]])',
        '',
        "# One task's leaderboard as JSON, with its units, boundary, basis, licence and citation.",
        `board = pd.read_json("${board}", typ="series")`,
        'rows = pd.DataFrame(board["rows"])',
      ].join('\n'),
    },
    {
      id: 'r',
      label: 'R',
      code: [
        what,
        `index <- read.csv("${csv}")`,
        'index[order(index$task, index$energy_per_token_j), c("task", "model_name", "gpu", "energy_per_token_j")]',
        '',
        "# One task's leaderboard as JSON (needs the jsonlite package).",
        `board <- jsonlite::fromJSON("${board}")`,
        'head(board$rows)',
      ].join('\n'),
    },
    {
      id: 'duckdb',
      label: 'DuckDB (SQL)',
      code: [
        what.replace('#', '--'),
        'INSTALL httpfs;',
        'LOAD httpfs;',
        'SELECT id, task, model_name, gpu, energy_per_token_j',
        `FROM read_csv('${csv}')`,
        'ORDER BY task, energy_per_token_j, id;',
      ].join('\n'),
    },
  ];
}
