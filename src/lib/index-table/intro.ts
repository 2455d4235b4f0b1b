// The sentence of a task's intro that follows the latency ceiling: written by the build for the default
// ceiling and by the browser when the reader moves it.
import { fmtCount, fmtOne } from '../text/format.ts';

export function ceilingSentence(ceilingMs: number, slowestMs: number, selectedPairs: number): string {
  const pairs = `${fmtCount(selectedPairs)} model and GPU ${selectedPairs === 1 ? 'pair has' : 'pairs have'} a configuration at or under it`;
  return slowestMs <= ceilingMs
    ? `The slowest configuration here has a median ITL of ${fmtOne(slowestMs)} ms, so this ceiling does not bind (${pairs}): choose a stricter one to see the selection change.`
    : `Configurations slower than this are set aside, and ${pairs}.`;
}
