// Converts the long-format hardware facts into accelerators and systems, keeping every figure's status.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import { rollup } from 'd3';
import type { Accelerator, Figure, HardwareFile, System } from '../../src/lib/core/schemas/hardware-file.ts';
import { acceleratorSchema, FIGURE_STATUSES } from '../../src/lib/core/schemas/hardware-file.ts';
import { slugify } from '../../src/lib/core/slug.ts';

/** Short ids and the names the leaderboard rows use; other cards get a slug of their name. */
const ACCELERATOR_IDS: Record<string, { id: string; aliases: string[] }> = {
  'NVIDIA H100 80GB HBM3 SXM5': { id: 'h100-sxm', aliases: ['H100'] },
  'NVIDIA B200 (HGX/DGX B200, SXM, 1000W config)': { id: 'b200', aliases: ['B200'] },
  // Cards of MLPerf v4.1 and ML.ENERGY v2 rows; ids as before they had rows, so addresses stay.
  'NVIDIA H200 141GB SXM': { id: 'nvidia-h200-141gb-sxm', aliases: ['H200'] },
  'NVIDIA A100-SXM4-40GB': { id: 'nvidia-a100-sxm4-40gb', aliases: ['A100 40GB'] },
};
/** The key figures are the ones the schema names, in its order; the rest are other_figures. */
const KEY_FIGURES = Object.keys(acceleratorSchema.shape.figures.shape);

function toFigure(row: Record<string, string>): Figure {
  const raw = row.value.trim();
  const numeric = raw !== '' && /^-?\d+(\.\d+)?$/.test(raw);
  const status = FIGURE_STATUSES.find((s) => s === row.status.toLowerCase());
  if (!status) throw new Error(`hardware.csv: ${row.entity}, ${row.attribute}: unknown status ${row.status}`);
  return {
    value: raw === '' ? null : numeric ? Number(raw) : raw,
    unit: row.unit,
    source: row.source,
    corroboration: row.corroboration,
    status,
    note: row.note ?? '',
  };
}

/** `mlperfSystems`: the servers MLPerf measured (their system descriptions), after the vendor's. */
export function ingestHardware(dir: string, mlperfSystems: System[]): HardwareFile {
  const text = readFileSync(join(dir, 'hardware.csv'), 'utf8');
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  if (parsed.errors.length) throw new Error(`hardware csv: ${parsed.errors[0].message} at row ${parsed.errors[0].row}`);
  const byEntity = rollup(
    parsed.data,
    (rows): Record<string, Figure> => Object.fromEntries(rows.map((r) => [r.attribute, toFigure(r)])),
    (r) => r.entity,
  );
  const accelerators: Accelerator[] = [];
  const systems: System[] = [];
  for (const [entity, figures] of byEntity) {
    if (/^NVIDIA (DGX|HGX) /.test(entity)) {
      const name = entity.replace(/\s*\[context\]$/, '');
      systems.push({
        id: slugify(name.replace(/\(.*\)/, '')),
        name,
        context_only: entity.includes('[context]'),
        figures,
      });
      continue;
    }
    const known = ACCELERATOR_IDS[entity];
    const key = Object.fromEntries(KEY_FIGURES.map((k) => [k, figures[k]])) as Accelerator['figures'];
    const other = Object.fromEntries(Object.entries(figures).filter(([k]) => !KEY_FIGURES.includes(k)));
    accelerators.push({
      id: known?.id ?? slugify(entity.replace(/\(.*\)/, '')),
      name: entity,
      aliases: known?.aliases ?? [],
      figures: key,
      other_figures: other,
    });
  }
  return {
    sources: [
      {
        name: 'NVIDIA and AMD product specifications',
        publisher: 'NVIDIA; AMD',
        licence: 'facts (not copyrightable); cited to the vendor',
        citation:
          'NVIDIA H100, H200, B200, GB200, A100 and L40S datasheets; DGX B200 User Guide; HGX B200 Product Carbon Footprint summary. AMD Instinct MI300X and MI355X product pages.',
        url: 'https://www.nvidia.com/en-us/data-center/',
      },
      {
        name: 'MLPerf Inference system descriptions',
        publisher: 'MLCommons (as submitted by each submitter)',
        licence: 'as the round: Apache-2.0 (v4.1); not stated by the source (v5.1)',
        citation: 'closed/<submitter>/systems/<system>.json in github.com/mlcommons/inference_results_v4.1 and _v5.1.',
        url: 'https://github.com/mlcommons',
      },
    ],
    accelerators,
    systems: [...systems, ...mlperfSystems],
  };
}
