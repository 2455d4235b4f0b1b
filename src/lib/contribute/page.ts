import type { Dataset } from '../core/dataset.ts';
import { BOUNDS } from '../core/bounds.ts';
import { IDENTITY_TOLERANCE } from '../core/identity.ts';
import { BOX_POINTS, SUBMISSION_FIELDS } from './fields.ts';
import { submissionContextOf } from './from-dataset.ts';
import { PROTOCOL } from './schema.ts';
import { withBase } from '../text/site-links.ts';
import { MAX_SUBMISSION_BYTES } from './validate.ts';

const WHERE = { submission: 'once per submission', row: 'each row', both: 'declared, and on each row' } as const;

export function contributePage(d: Dataset) {
  const fields = SUBMISSION_FIELDS.map((f) => {
    const b = BOUNDS[f.name as keyof typeof BOUNDS];
    return {
      name: f.name,
      unit: f.unit ?? (f.choices ? f.choices.join(', ') : ''),
      required: f.required,
      where: WHERE[f.level],
      box: typeof f.box === 'number' ? `${f.box}: ${BOX_POINTS[f.box]}` : BOX_POINTS[f.box],
      doc: f.doc,
      range: b ? `${b.min.toLocaleString('en-US')} to ${b.max.toLocaleString('en-US')}` : null,
    };
  });
  return {
    fields,
    context: submissionContextOf(d),
    protocol: PROTOCOL,
    tolerancePct: IDENTITY_TOLERANCE * 100,
    maxMb: MAX_SUBMISSION_BYTES / 1_000_000,
    schemaUrl: withBase(`/releases/${d.release.id}/schema/submission.schema.json`),
    rowSchemaUrl: withBase(`/releases/${d.release.id}/schema/row.schema.json`),
  };
}
