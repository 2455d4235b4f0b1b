// A published estimate's arithmetic redone from its stated inputs, each step beside the publisher's own figure, and J
// per output token only where the publisher states output tokens.
import type { ComputeEstimate, FleetEstimate, PublishedFigure } from '../core/schemas/published-figures.ts';
import { SECONDS_PER_HOUR } from '../core/units.ts';

const term = (value: number, unit = '') => ({ value, unit });
/**
 * A step: the stated numbers (`terms`, formatted by the page) combined by `op` give `value` in `unit`, beside the
 * publisher's own figure for the step where it states one.
 */
const step = (
  label: string,
  terms: ReturnType<typeof term>[],
  op: 'x' | '/',
  value: number,
  unit: string,
  stated: number | null = null,
) => ({ label, terms, op, value, unit, stated });

/** FLOP per token per active parameter: the rule Epoch states ("2 x active parameters"). */
const FLOP_RULE = /^2 x active parameters$/;

const isCompute = (a: ComputeEstimate | FleetEstimate): a is ComputeEstimate => 'gpu_peak_flop_s' in a;

function computeSteps(a: ComputeEstimate) {
  if (!FLOP_RULE.test(a.flop_per_token))
    throw new Error(`published figures: FLOP per token "${a.flop_per_token}" is not a rule this page can redo`);
  const flop = 2 * a.active_params_b * 1e9 * a.output_tokens;
  const flopS = a.gpu_peak_flop_s * a.flop_utilization;
  const seconds = flop / flopS;
  const watts = a.power_per_gpu_w * a.power_fraction_in_use * a.pue;
  const joules = seconds * watts;
  const steps = [
    step(
      'FLOP per answer (2 x active parameters per output token)',
      [term(2), term(a.active_params_b * 1e9, 'parameters'), term(a.output_tokens, 'output tokens')],
      'x',
      flop,
      'FLOP',
    ),
    step(
      `FLOP/s used: ${a.gpu}'s peak at the stated utilisation`,
      [term(a.gpu_peak_flop_s, 'FLOP/s'), term(a.flop_utilization)],
      'x',
      flopS,
      'FLOP/s',
    ),
    step(
      'GPU-seconds per answer',
      [term(flop, 'FLOP'), term(flopS, 'FLOP/s')],
      '/',
      seconds,
      's',
      a.gpu_seconds_per_query,
    ),
    step(
      `Average power per GPU: ${a.power_per_gpu_note}, x share drawn in use, x PUE`,
      [term(a.power_per_gpu_w, 'W'), term(a.power_fraction_in_use), term(a.pue)],
      'x',
      watts,
      'W',
      a.average_power_per_gpu_w,
    ),
    step('Energy per answer', [term(seconds, 's'), term(watts, 'W')], 'x', joules, 'J'),
    step(
      'In watt-hours',
      [term(joules, 'J'), term(SECONDS_PER_HOUR, 'J per Wh')],
      '/',
      joules / SECONDS_PER_HOUR,
      'Wh',
      a.result_wh,
    ),
  ];
  return { steps, energyJ: joules, energyWh: joules / SECONDS_PER_HOUR };
}

function fleetSteps(a: FleetEstimate) {
  const kw = a.servers * a.power_per_server_kw;
  const kwhDay = kw * a.hours_per_day;
  const requests = a.daily_active_users * a.requests_per_user_per_day;
  const wh = (kwhDay * 1000) / requests;
  const steps = [
    step(
      `Fleet power: servers (${a.server}) at their rated power`,
      [term(a.servers, 'servers'), term(a.power_per_server_kw, 'kW')],
      'x',
      kw,
      'kW',
    ),
    step('Energy a day, at that power all day', [term(kw, 'kW'), term(a.hours_per_day, 'h')], 'x', kwhDay, 'kWh'),
    step(
      'Requests a day',
      [term(a.daily_active_users, 'users'), term(a.requests_per_user_per_day, 'requests per user')],
      'x',
      requests,
      'requests',
    ),
    step('Energy per request', [term(kwhDay * 1000, 'Wh'), term(requests, 'requests')], '/', wh, 'Wh', a.result_wh),
  ];
  return { steps, energyJ: wh * SECONDS_PER_HOUR, energyWh: wh };
}

/** The publisher's arithmetic redone, or null where it states no inputs. */
export function redo(f: PublishedFigure) {
  if (!f.assumptions) return null;
  return isCompute(f.assumptions) ? computeSteps(f.assumptions) : fleetSteps(f.assumptions);
}

/** Agrees when rounded to the publisher's decimals (1.0111 s against a stated 1.01 s; 0.3008 Wh, 0.301 Wh). */
export function agreesWithStated(value: number, stated: number): boolean {
  const decimals = (String(stated).split('.')[1] ?? '').length;
  return Number(value.toFixed(decimals)) === stated;
}

/** Joules in one unit of an energy figure. */
export const JOULES_PER: Record<string, number> = { J: 1, Wh: SECONDS_PER_HOUR, kWh: SECONDS_PER_HOUR * 1000 };

/**
 * Energy per answer / stated output tokens (redone energy where there is one: Epoch 1,083 J / 500 = 2.17 J). Never a
 * token count the publisher did not give.
 */
export function perOutputToken(f: PublishedFigure) {
  // `short`: the reason in a few words (a social card).
  const none = (reason: string, short: string) => ({ ok: false as const, reason, short });
  const joules = JOULES_PER[f.figure.unit];
  if (joules === undefined)
    return none(`the figure is a change in ${f.figure.unit}, not an energy per answer`, 'a change, not an energy');
  const tokens = f.states.tokens;
  if (tokens?.output_words !== undefined && tokens.output === undefined)
    return none(
      `only words are stated (${tokens.output_words}), not tokens, and a token count would be an assumption`,
      'words stated, not tokens',
    );
  if (tokens?.output === undefined)
    return none('no output token count is stated, and this page invents none', 'no token count stated');
  const r = redo(f);
  const energyJ = r ? r.energyJ : f.figure.value * joules;
  return {
    ok: true as const,
    jPerToken: energyJ / tokens.output,
    energyJ,
    outputTokens: tokens.output,
    from: r ? 'redone' : 'figure',
  };
}
