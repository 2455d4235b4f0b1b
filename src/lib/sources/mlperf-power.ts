// MLPerf's power from raw files: mean of the analyzer's Watts samples strictly inside loadgen's window, each side's
// `timezone` offset added to its own clock (docs/data.md); `Mark` is in the server's local time: a label, not a clock.

/** One analyzer sample: time (ms since epoch, clock as written), total Watts, the phase mark. */
export interface PowerSample {
  timeMs: number;
  watts: number;
  mark: string;
}

/** Parse "MM-DD-YYYY HH:MM:SS.fff" as a clock reading (treated as UTC); null when malformed. */
export function parseMlperfTime(text: string): number | null {
  const m = /^(\d{2})-(\d{2})-(\d{4}) (\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,6}))?$/.exec(text.trim());
  if (!m) return null;
  const [, mo, d, y, h, mi, s, frac] = m;
  const ms = frac ? Math.round(Number(`0.${frac}`) * 1000) : 0;
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), ms);
}

/** The analyzer log (spl.txt): "Time,<t>,Watts,<w>,Volts,...,Mark,<mark>,Ch1,...". Blank lines skipped. */
export function parseSpl(text: string, file = 'spl.txt'): PowerSample[] {
  const out: PowerSample[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    if (!line.startsWith('Time,')) return;
    const f = line.split(',');
    const timeMs = parseMlperfTime(f[1] ?? '');
    const wattsAt = f.indexOf('Watts');
    const markAt = f.indexOf('Mark');
    const watts = Number(f[wattsAt + 1]);
    if (timeMs === null || wattsAt !== 2 || !Number.isFinite(watts))
      throw new Error(
        `${file}: line ${i + 1}: expected "Time,<MM-DD-YYYY HH:MM:SS.fff>,Watts,<number>,...", got ${JSON.stringify(line.slice(0, 60))}`,
      );
    out.push({ timeMs, watts, mark: markAt >= 0 ? (f[markAt + 1] ?? '') : '' });
  });
  return out;
}

/** loadgen's power_begin and power_end, read from mlperf_log_detail.txt. */
export function parsePowerWindow(detail: string, file = 'mlperf_log_detail.txt'): { begin: string; end: string } {
  const read = (key: string) => {
    const m = new RegExp(`"key": "${key}", "value": "([^"]+)"`).exec(detail);
    if (!m) throw new Error(`${file}: no ${key} event: loadgen writes one when the run is measured for power`);
    return m[1];
  };
  return { begin: read('power_begin'), end: read('power_end') };
}

/**
 * Mean Watts of the samples strictly inside the window, positive readings only (the analyzer writes -1 or 0 for none),
 * as MLCommons' checker does. Offsets are the `timezone` fields of client.json and server.json.
 */
export function windowMean(
  samples: readonly PowerSample[],
  window: { begin: string; end: string },
  clientOffsetS = 0,
  serverOffsetS = 0,
) {
  const begin = parseMlperfTime(window.begin);
  const end = parseMlperfTime(window.end);
  if (begin === null || end === null || !(end > begin))
    throw new Error(`power window: expected power_begin before power_end, got ${window.begin} and ${window.end}`);
  const b = begin + clientOffsetS * 1000;
  const e = end + clientOffsetS * 1000;
  let sum = 0;
  let n = 0;
  for (const s of samples) {
    const t = s.timeMs + serverOffsetS * 1000;
    if (t > b && t < e && s.watts > 0) {
      sum += s.watts;
      n++;
    }
  }
  if (n === 0) throw new Error(`power window: no analyzer sample between ${window.begin} and ${window.end}`);
  return { meanW: sum / n, samples: n, windowS: (end - begin) / 1000 };
}

/** Loadgen's summary: token rate (and whether it is inferred), validity, latency limits and p99s. */
export function parseSummary(text: string, file = 'mlperf_log_summary.txt') {
  const field = (re: RegExp) => re.exec(text)?.[1] ?? null;
  const scenario = field(/^Scenario\s*:\s*(\w+)/m);
  if (scenario !== 'Offline' && scenario !== 'Server')
    throw new Error(`${file}: expected "Scenario : Offline" or "Scenario : Server", got ${JSON.stringify(scenario)}`);
  // Offline: "Tokens per second: N"; Server: "Completed tokens per second: N"; either may say "(inferred)".
  const label = scenario === 'Offline' ? 'Tokens per second' : 'Completed tokens per second';
  const rate = new RegExp(`^${label}( \\(inferred\\))?\\s*:\\s*([\\d.]+)`, 'm').exec(text);
  if (!rate) throw new Error(`${file}: no "${label}" line`);
  const ns = (re: RegExp) => {
    const v = field(re);
    return v === null ? null : Number(v) / 1e6;
  };
  const server = scenario === 'Server';
  return {
    scenario,
    tokensPerS: Number(rate[2]),
    inferred: rate[1] !== undefined,
    validity: field(/^Result is\s*:\s*(\w+)/m) ?? 'unknown',
    ttftLimitMs: server ? ns(/^ttft_latency \(ns\)\s*:\s*(\d+)/m) : null,
    tpotLimitMs: server ? ns(/^tpot_latency \(ns\)\s*:\s*(\d+)/m) : null,
    ttftP99Ms: server ? ns(/^99\.00 percentile first token latency \(ns\)\s*:\s*(\d+)/m) : null,
    tpotP99Ms: server ? ns(/^99\.00 percentile time to output token \(ns\)\s*:\s*(\d+)/m) : null,
    latencyLimitMs: server ? ns(/^target_latency \(ns\)\s*:\s*(\d+)/m) : null,
    latencyP99Ms: server ? ns(/^99\.00 percentile latency \(ns\)\s*:\s*(\d+)/m) : null,
  } as const;
}
