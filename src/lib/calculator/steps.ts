// The /calculator/ working as numbered steps, each with its source, and the formatted headline results.
import { DAYS_PER_YEAR } from './footprint.ts';
import { JOULES_PER_KWH } from '../core/units.ts';
import {
  fmtCo2e,
  fmtCount,
  fmtWorking,
  fmtFactor,
  fmtInput,
  fmtMeasured,
  fmtPercent,
  fmtRatio,
} from '../text/format.ts';
import { isolate } from '../text/bidi.ts';
import type { Calculation } from './form.ts';
import type { CalculatorData } from './offer.ts';

/** One line of the working: what is computed, and where each input comes from. */
export interface Step {
  text: string;
  source: string;
  /** Set when the input is the reader's assumption, not data. */
  assumption?: boolean;
  /** A page that shows the input. */
  href?: string;
}

const kwh = (n: number) => `${fmtWorking(n)} kWh`;
/** Whole numbers from ten up, significant digits below (a trickle of traffic is not "0 a second"). */
const fmtRate = (n: number) => (n >= 10 ? fmtCount(Math.round(n)) : fmtWorking(n));

export function calculationSteps(c: Calculation, data: CalculatorData): Step[] {
  const { result: r, row, region } = c;
  // Names from the data are isolated, so a right-to-left name cannot reorder the sentence around it.
  const task = isolate(row.task_name);
  const steps: Step[] = [];
  if (c.mode === 'requests') {
    steps.push({
      text: `Output tokens per day = ${fmtInput(c.requestsPerDay!)} requests × ${(c.outputFrom === 'row' ? fmtWorking : fmtInput)(c.outputTokens!)} tokens per request = ${fmtWorking(c.tokensPerDay)} tokens`,
      source:
        c.outputFrom === 'row'
          ? `requests: your input; output length: the measured mean output length of ${task} in this row`
          : 'requests and output length: your input',
    });
  } else {
    steps.push({ text: `Output tokens per day = ${fmtWorking(c.tokensPerDay)} tokens`, source: 'your input' });
  }
  steps.push({
    text: `GPU energy per day = ${fmtWorking(c.tokensPerDay)} tokens × ${fmtWorking(row.energy_per_token_j)} J/token ÷ ${fmtCount(JOULES_PER_KWH)} J/kWh = ${kwh(r.boardKwhPerDay)}`,
    source: `${isolate(row.model_name)} on ${row.num_gpus} × ${isolate(row.gpu)}, batch ${fmtCount(row.batch)}, ${task}: measured GPU board energy, release ${data.release} (${isolate(data.energySource)})`,
    href: row.href,
  });
  if (c.systemMultiplier !== undefined) {
    const refs = data.systems.map((s) => `${isolate(s.name)} ${fmtRatio(s.ratio)} (${s.status})`).join('; ');
    steps.push({
      text: `× system multiplier ${c.systemMultiplier}`,
      source: `your assumption, not measured; for scale, nameplate maximum over summed GPU power: ${refs}`,
      assumption: true,
    });
  }
  if (c.pue !== undefined)
    steps.push({
      text: `× PUE ${c.pue}`,
      source: 'your assumption, not measured: the index stops at the GPU board',
      assumption: true,
    });
  if (c.loadFactor !== undefined)
    steps.push({
      text: `÷ load factor ${fmtPercent(c.loadFactor)}`,
      source:
        `your assumption, not measured: servers drawing their measured average power while delivering ${fmtPercent(c.loadFactor)} ` +
        'of its throughput. That is the upper end: a less busy GPU draws somewhat less, and the index has no part-load or idle ' +
        'power; the measured figure (load factor 100%) is the lower end',
      assumption: true,
    });
  if (r.overhead !== 1)
    steps.push({
      text: `Energy per day = ${kwh(r.boardKwhPerDay)} × ${fmtWorking(r.overhead)} = ${kwh(r.kwhPerDay)}`,
      source: 'the lines above',
    });
  steps.push({
    text: `Energy per year = ${kwh(r.kwhPerDay)} × ${DAYS_PER_YEAR} days = ${kwh(r.kwhPerYear)}`,
    source: 'steady load every day of the year',
  });
  steps.push({
    text: `Emissions per day = ${kwh(r.kwhPerDay)} × ${fmtMeasured(region.intensity)} gCO2e/kWh = ${fmtCo2e(r.gco2ePerDay)}`,
    source: `${isolate(region.name)}, ${region.year} average grid intensity: ${isolate(data.gridSource.name)} (${data.gridSource.licence})`,
  });
  steps.push({
    text: `Emissions per year = ${fmtCo2e(r.gco2ePerDay)} × ${DAYS_PER_YEAR} days = ${fmtCo2e(r.gco2ePerYear)}`,
    source: 'the same grid average all year',
  });
  return steps;
}

/** The headline results, formatted, by the id of the element that shows each. */
export function calculationOutputs(c: Calculation) {
  const { result: r, load: l, row } = c;
  const setting = `${fmtCount(row.num_gpus)} × ${isolate(row.gpu)}`;
  const servers = l.wholeServers === 1 ? 'one server' : `${fmtCount(l.wholeServers)} servers`;
  const scope =
    r.overhead === 1
      ? 'GPU board energy only, as measured'
      : `GPU board energy × ${fmtWorking(r.overhead)} (your assumptions)`;
  return {
    'kwh-day': kwh(r.kwhPerDay),
    'kwh-year': kwh(r.kwhPerYear),
    'co2-day': fmtCo2e(r.gco2ePerDay),
    'co2-year': fmtCo2e(r.gco2ePerYear),
    gpus: `${fmtCount(l.gpus)} ${l.gpus === 1 ? 'GPU' : 'GPUs'} (${servers} of ${setting}), ${fmtPercent(l.shareUsed)} of ${l.wholeServers === 1 ? 'its' : 'their'} measured throughput used`,
    'gpu-hours':
      `${fmtWorking(l.gpuHoursAtThroughput)} at the measured throughput; ` +
      (c.loadFactor === undefined
        ? ''
        : `${fmtWorking(l.gpuHoursAtThroughput / c.loadFactor)} at your load factor of ${fmtPercent(c.loadFactor)}; `) +
      `${fmtCount(l.gpuHoursWholeServers)} on ${servers} run all day`,
    scope,
    load:
      `The traffic is ${fmtRate(l.tokensPerSecond)} output tokens a second. One ${setting} server produced ` +
      `${fmtCount(Math.round(row.output_tokens_per_s))} a second in the measured run, with ${fmtCount(Math.round(row.mean_batch))} requests ` +
      `running at once on average (batch cap ${fmtCount(row.batch)}). So this traffic needs ${fmtFactor(l.servers)} times the throughput of ` +
      `one such server: about ${fmtRate(l.inFlight)} requests in flight at the measured pace, against the ` +
      `${fmtCount(l.batchCapacity)} that ${servers} ${l.wholeServers === 1 ? 'holds' : 'hold'} at the batch cap.`,
    'load-note': loadNote(c, servers),
  };
}

/** Whether the figure's busy-server premise holds for this traffic, and what the reader's load factor did. */
function loadNote({ load: l, loadFactor }: Calculation, servers: string): string {
  const measured = 'The energy per token used here was measured on servers kept busy at that batch';
  if (loadFactor !== undefined)
    return (
      `${measured}. With your load factor of ${fmtPercent(loadFactor)}, the result counts servers drawing that power ` +
      `while delivering ${fmtPercent(loadFactor)} of the measured throughput: ${fmtRatio(1 / loadFactor)} the energy ` +
      'per token, the upper end of what a less busy server uses.'
    );
  if (l.shareUsed >= 0.95) return `${measured}, and this traffic keeps them about that busy.`;
  return (
    `${measured}; this traffic fills ${fmtPercent(l.shareUsed)} of ${servers}. A server partly loaded, or idle ` +
    'between bursts, draws more energy per token, so unless other work fills the rest, expect more energy than shown ' +
    'above. Enter your load factor to see the upper end.'
  );
}
