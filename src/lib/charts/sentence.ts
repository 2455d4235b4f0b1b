// What a chart point says on hover, focus or tap, built from its row in the chart's table, so the page carries each
// figure once. d3-free: the browser script uses it.

/** The table's columns, in order; the build writes them and the sentence reads them. */
export const CHART_TABLE_HEAD = ['Model', 'Setting', 'Batch cap', 'Median ITL (ms)', 'Energy per token (J)'];

/** What a chart's readout says until a point is read: the build writes it, the browser script writes it back. */
export const CHART_HINT = 'Hover or tap a point, or focus the chart and use the arrow keys, to read its figures.';

/** "Qwen 3 32B, 2 x H100 TP2, batch cap 256: 0.2285 J per token at 44.5 ms median ITL". */
export function pointSentence(cells: readonly string[]): string {
  const [model, setting, batch, itl, energy] = cells;
  return `${model}, ${setting}, batch cap ${batch}: ${energy} J per token at ${itl} ms median ITL`;
}
