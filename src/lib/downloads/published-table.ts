// The published figures as a table: each entry as compiled, plus the columns the site computes (J per output token, the
// arithmetic redone, the scoring box's count). Never ranked with the index's rows.
import type { PublishedFigure } from '../core/schemas/published-figures.ts';
import { perOutputToken, redo } from '../published/arithmetic.ts';
import { scoringBox } from '../published/scoring-box.ts';
import { inRelease, releaseIdField, rowField, type InRelease, type TableDef } from './columns.ts';

const f = rowField<PublishedFigure>;

export const PUBLISHED_TABLE: TableDef<InRelease<PublishedFigure>> = {
  name: 'published-figures',
  title: 'Published figures: energy per prompt or query as others published it',
  description:
    "Energy figures for AI text inference that other parties published (facts reproduced with attribution: cite each as its cite column says), with what each counts, where and how, and the columns this site computes from them. Per-prompt figures at the publisher's scope, never comparable with or ranked among the index's GPU-board rows.",
  fields: [
    releaseIdField<InRelease<PublishedFigure>>(),
    f('id', 'string', '', 'Entry id; the page is /published/<id>/.'),
    f('publisher', 'string', '', 'Who published the figure.'),
    f('title', 'string', '', 'Title of the publication.'),
    f('kind', 'string', '', 'Kind of publication (technical paper, blog post, vendor claim...).'),
    f(
      'published',
      'string',
      '',
      'Month (YYYY-MM) or day of publication as reported; empty when undated.',
      (p) => p.published,
      false,
    ),
    f('url', 'string', '', 'Address of the original; empty where it could not be confirmed.', (p) => p.url, false),
    f('cite', 'string', '', 'How to cite the original.'),
    f('value', 'number', 'see unit column', 'The figure as published.', (p) => p.figure.value),
    f('unit', 'string', '', 'Its unit (Wh, or % for a relative change).', (p) => p.figure.unit),
    f(
      'per',
      'string',
      '',
      'What it is per, in the publisher\u2019s word (prompt, query, request, email...).',
      (p) => p.figure.per,
    ),
    f('of', 'string', '', 'What exactly was counted.', (p) => p.figure.of),
    f(
      'basis',
      'string',
      '',
      'measured, provisioned or estimate; empty when the publisher does not say.',
      (p) => p.basis,
      false,
    ),
    f(
      'boundary',
      'string',
      '',
      'die, board, system or facility; empty when the publisher does not say.',
      (p) => p.boundary,
      false,
    ),
    f('scope', 'string', '', 'Where the energy was counted, in words; empty when not said.', (p) => p.scope, false),
    f(
      'output_tokens',
      'integer',
      'output tokens per answer',
      'Output tokens the publisher states; empty when it states none.',
      (p) => p.states.tokens?.output ?? null,
      false,
    ),
    f(
      'j_per_output_token',
      'number',
      'J per output token',
      "Computed: energy per answer (the arithmetic redone, where the inputs are stated) / output_tokens, at the publisher's scope; empty where no output tokens are stated (no count is invented).",
      (p) => {
        const r = perOutputToken(p);
        return r.ok ? r.jPerToken : null;
      },
      false,
    ),
    f(
      'j_per_output_token_note',
      'string',
      '',
      'Why j_per_output_token is empty; empty when it is given.',
      (p) => {
        const r = perOutputToken(p);
        return r.ok ? null : r.reason;
      },
      false,
    ),
    f(
      'redone_wh',
      'number',
      'Wh per answer',
      "Computed: the publisher's arithmetic redone from its stated inputs; empty where it states none.",
      (p) => redo(p)?.energyWh ?? null,
      false,
    ),
    f(
      'scoring_box_present',
      'integer',
      'points of 6',
      'How many of the scoring box\u2019s six points (boundary and basis, hardware, window, workload and model, settings, throughput and latency) the figure states in full.',
      (p) => scoringBox(p).filter((b) => b.status === 'present').length,
    ),
    f('leaves_out', 'string', '', 'What the figure omits, separated by "; ".', (p) => p.leaves_out.join('; ')),
  ],
  rows: (d) => inRelease(d.published ?? [], d),
};
