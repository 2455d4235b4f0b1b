// Downloaded images named by what they show and the release ("qwen-3-32b_2xh100_text-conversation_2026-12-01.png"),
// never the row id; set by the links' `download` attribute.
import type { CheckedRow } from '../core/dataset.ts';
import { slugify } from '../core/slug.ts';
import { PRODUCT_NAME } from '../text/page-title.ts';

/** The file name of a figure's image: model, GPUs, task, release. */
export const figureFileName = (r: CheckedRow, taskName: string, releaseId: string) =>
  `${slugify(r.model_name)}_${r.num_gpus}x${slugify(r.gpu)}_${slugify(taskName)}_${releaseId}.png`;

/** The file name of another page's image: what the page is about ("text-conversation", "release"), the release. */
export const pageFileName = (subject: string, releaseId: string) =>
  `${slugify(PRODUCT_NAME)}_${slugify(subject)}_${releaseId}.png`;

/** The file name of a chart's file: its title in words and its release, with the file's extension. */
export const chartFileName = (
  e: { plainTitle: string; releaseId: string },
  ext: 'svg' | 'png' | 'csv' | 'metadata.json',
) => `${slugify(e.plainTitle)}_${e.releaseId}.${ext}`;
