// A claim check's result as sections of plain sentences, so the command line, /check/'s examples and its browser
// script say the same words.
import { exitCodeOf, type ClaimCheckResult } from './check.ts';
import type { ConsistencyCheck } from './identities.ts';
import { fmtEnergy, fmtInput, fmtMeasured } from '../text/format.ts';
import { modelUrl, rowAnchor } from '../text/site-links.ts';
import { isolate } from '../text/bidi.ts';

/** How a line is marked: a check that passed or failed, a missing item, a warning, or plain. */
export type LineMark = 'ok' | 'fail' | 'missing' | 'warning' | 'plain';

export interface ReportLine {
  mark: LineMark;
  text: string;
  /** A link after the text: the index row a comparison used. */
  link?: { href: string; text: string };
}

export interface ReportSection {
  id: 'consistency' | 'missing' | 'conversions' | 'comparison';
  heading: string;
  lines: ReportLine[];
  /** Shown folded under its heading (the page's <details>), so a long list never buries the verdict. */
  collapsed?: boolean;
}

/** The verdict's class: what a reader should take from it at a glance. */
export const verdictTone = (r: ClaimCheckResult) => TONE_OF_EXIT_CODE[exitCodeOf(r)];
/** One classification of a result (exitCodeOf), shown as a tone on the page and as an exit code on the command line. */
const TONE_OF_EXIT_CODE = { 0: 'good', 1: 'bad', 2: 'incomplete' } as const;

const signed = (n: number) => `${n > 0 ? '+' : ''}${n}`;

/** "stated 0.1142 J/token, implied 0.2285 J/token, residual +100% (tolerance ±0.1%)". */
export function residualText(k: ConsistencyCheck): string {
  if (k.residual_kind === 'percentage_points') {
    const pts = Number(k.residual.toFixed(1));
    return `stated ${signed(k.stated)}%, implied ${signed(Number(k.implied.toFixed(1)))}%, off by ${signed(pts)} points (tolerance ±${k.tolerance} points)`;
  }
  return `stated ${fmtInput(k.stated)} ${k.unit}, implied ${fmtEnergy(k.implied)} ${k.unit}, residual ${signed(Number((k.residual * 100).toPrecision(3)))}% (tolerance ±${Number((k.tolerance * 100).toPrecision(2))}%)`;
}

export function reportSections(r: ClaimCheckResult): ReportSection[] {
  const consistency: ReportLine[] = r.consistency.checks.map((k) => ({
    mark: k.ok ? 'ok' : 'fail',
    text: `${k.name}: ${residualText(k)}`,
  }));
  if (consistency.length === 0)
    consistency.push({ mark: 'plain', text: 'none: no two of the figures describe the same quantity' });

  const missing: ReportLine[] = r.missing.map((m) => ({
    mark: 'missing',
    text: `Point ${m.point}, ${m.label}: ${m.why}`,
  }));

  const c = r.conversions;
  const conversions: ReportLine[] = [];
  const add = (text: string) => conversions.push({ mark: 'plain', text });
  if (c.energy_per_token_j !== undefined) {
    add(
      `energy per token: ${(c.energy_per_token_from === 'stated' ? fmtInput : fmtEnergy)(c.energy_per_token_j)} J (${c.energy_per_token_from === 'stated' ? 'as stated' : `from ${c.energy_per_token_from}`})`,
    );
    add(`Wh per million output tokens: ${fmtEnergy(c.wh_per_million!)}`);
    add(`tokens per joule (= tokens per watt, derived): ${fmtEnergy(c.tokens_per_joule!)}`);
  }
  const g = c.gco2e_per_million;
  if (g)
    add(
      `gCO2e per million output tokens on the ${g.grid} ${g.year} grid average (${fmtMeasured(g.intensity_gco2_per_kwh)} gCO2e/kWh): ${fmtEnergy(g.value)}`,
    );
  if (c.power_per_gpu_w !== undefined) add(`average power per GPU: ${fmtEnergy(c.power_per_gpu_w)} W`);
  if (c.implied_tokens_per_watt_change_pct !== undefined)
    add(`implied tokens-per-watt change: ${signed(Number(c.implied_tokens_per_watt_change_pct.toFixed(1)))}%`);
  if (conversions.length === 0) add('none: the claim gives no energy per token in any spelling');

  const comparison: ReportLine[] = [];
  if (r.relative) {
    for (const a of r.relative.answers) for (const text of a.sentences) comparison.push({ mark: 'plain', text });
    for (const text of r.relative.leaves_out) comparison.push({ mark: 'missing', text: `Left out: ${text}` });
  } else if (r.relative_note) {
    comparison.push({ mark: 'plain', text: r.relative_note });
  } else if (r.comparison) {
    const { match } = r.comparison;
    comparison.push({
      mark: 'plain',
      text:
        `Model: ${isolate(match.query)} read as ${isolate(match.model_name)} (${isolate(match.model)})` +
        (match.by === 'prefix' ? ', the only model in the index whose name begins so.' : '.'),
    });
    comparison.push({
      mark: 'plain',
      text: r.comparison.sentence,
      link: { href: `${modelUrl(r.comparison.model)}#${rowAnchor(r.comparison.row_id)}`, text: 'See the index row' },
    });
    if (r.comparison.boundary_warning) comparison.push({ mark: 'warning', text: r.comparison.boundary_warning });
  } else {
    comparison.push({
      mark: 'plain',
      text: r.comparison_note ?? 'none: the claim needs a model and a GPU to be set beside the index',
    });
  }

  return [
    { id: 'consistency', heading: `Cross-checks: ${r.consistency.status}`, lines: consistency },
    {
      id: 'missing',
      heading: r.missing.length ? `Missing context (${r.missing.length})` : 'Missing context: none',
      lines: missing,
      collapsed: r.missing.length > 0,
    },
    { id: 'conversions', heading: 'In the index’s units', lines: conversions },
    { id: 'comparison', heading: 'Against the index', lines: comparison },
  ];
}

const CLI_MARKS: Record<LineMark, string> = {
  ok: 'ok   ',
  fail: 'FAIL ',
  missing: '- ',
  warning: 'warning: ',
  plain: '',
};

/** The plain-text report the command line prints: the verdict, then each section. */
export function reportText(r: ClaimCheckResult): string {
  const out = [r.verdict];
  for (const s of reportSections(r)) {
    const colon = s.lines.length && !s.heading.includes(':') ? ':' : '';
    out.push('', `${s.heading.charAt(0).toLowerCase()}${s.heading.slice(1)}${colon}`);
    for (const l of s.lines) out.push(`  ${CLI_MARKS[l.mark]}${l.text}${l.link ? ` (${l.link.href})` : ''}`);
  }
  return out.join('\n');
}
