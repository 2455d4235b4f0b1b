// The scripts' command line: node:util's parseArgs, with an unknown option or a missing value answered by the script's
// usage line and exit code, not a stack trace; and exitWith for every refusal.
import { parseArgs, type ParseArgsConfig } from 'node:util';

export function argsOr<T extends ParseArgsConfig>(config: T, usage: (why: string) => never) {
  try {
    return parseArgs(config);
  } catch (e) {
    return usage((e as Error).message);
  }
}

/** A script's refusal: its lines on stderr, then its exit code. */
export function exitWith(code: number, ...lines: string[]): never {
  for (const line of lines) console.error(line);
  return process.exit(code);
}
