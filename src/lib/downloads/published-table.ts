// The published figures as a table: each entry as compiled, plus the columns the site computes (J per output token, the
// arithmetic redone, the scoring box's count). Never ranked with the index's rows.
import type { PublishedFigure } from '../core/schemas/published-figures.ts';
import { perOutputToken, redo } from '../published/arithmetic.ts';
import { scoringBox } from '../published/scoring-box.ts';
import { int, num, RELEASE_ID, text, type TableDef } from './columns.ts';

export const PUBLISHED_TABLE: TableDef<PublishedFigure> = {
  name: 'published-figures',
  title: 'Published figures: energy per prompt or query as others published it',
  description:
    "Energy figures for AI text inference that other parties published (facts reproduced with attribution: cite each as its cite column says), with what each counts, where and how, and the columns this site computes from them. Per-prompt figures at the publisher's scope, never comparable with or ranked among the index's GPU-board rows.",
  fields: [
    RELEASE_ID,
    text('id', 'Entry id; the page is /published/<id>/.'),
    text('publisher', 'Who published the figure.'),
    text('title', 'Title of the publication.'),
    text('kind', 'Kind of publication (technical paper, blog post, vendor claim...).'),
    text(
      'published',
      'Month (YYYY-MM) or day of publication as reported; empty when undated.',
      (p) => p.published,
      false,
    ),
    text('url', 'Address of the original; empty where it could not be confirmed.', (p) => p.url, false),
    text('cite', 'How to cite the original.'),
    num('value', 'see unit column', 'The figure as published.', (p) => p.figure.value),
    text('unit', 'Its unit (Wh, or % for a relative change).', (p) => p.figure.unit),
    text(
      'per',
      'What it is per, in the publisher\u2019s word (prompt, query, request, email...).',
      (p) => p.figure.per,
    ),
    text('of', 'What exactly was counted.', (p) => p.figure.of),
    text('basis', 'measured, provisioned or estimate; empty when the publisher does not say.', (p) => p.basis, false),
    text(
      'boundary',
      'die, board, system or facility; empty when the publisher does not say.',
      (p) => p.boundary,
      false,
    ),
    text('scope', 'Where the energy was counted, in words; empty when not said.', (p) => p.scope, false),
    int(
      'output_tokens',
      'output tokens per answer',
      'Output tokens the publisher states; empty when it states none.',
      (p) => p.states.tokens?.output ?? null,
      false,
    ),
    num(
      'j_per_output_token',
      'J per output token',
      "Computed: energy per answer (the arithmetic redone, where the inputs are stated) / output_tokens, at the publisher's scope; empty where no output tokens are stated (no count is invented).",
      (p) => {
        const r = perOutputToken(p);
        return r.ok ? r.jPerToken : null;
      },
      false,
    ),
    text(
      'j_per_output_token_note',
      'Why j_per_output_token is empty; empty when it is given.',
      (p) => {
        const r = perOutputToken(p);
        return r.ok ? null : r.reason;
      },
      false,
    ),
    num(
      'redone_wh',
      'Wh per answer',
      "Computed: the publisher's arithmetic redone from its stated inputs; empty where it states none.",
      (p) => redo(p)?.energyWh ?? null,
      false,
    ),
    int(
      'scoring_box_present',
      'points of 6',
      'How many of the scoring box\u2019s six points (boundary and basis, hardware, window, workload and model, settings, throughput and latency) the figure states in full.',
      (p) => scoringBox(p).filter((b) => b.status === 'present').length,
    ),
    text('leaves_out', 'What the figure omits, separated by "; ".', (p) => p.leaves_out.join('; ')),
  ],
  rows: (d) => d.published ?? [],
};
