// A number typed with its unit, as copied from articles: "1224 J" in a J field reads 1224; "0.34 Wh" there is refused
// with its value in joules worked out, never converted silently.
import { readNumber, type ReadNumber } from './read-number.ts';
import { fmtInput } from '../text/format.ts';

/** Energy units a reader may bring to a field in joules, with their size in joules. */
const JOULES: Record<string, number> = { j: 1, kj: 1e3, wh: 3600, kwh: 3.6e6 };

const WITH_UNIT = /^(.*?\d\.?)\s*([a-z][a-z/]*)$/i;

/** `raw` as a number in `unit`: a plain number, or one followed by `unit` itself (any case; "-21%" for a %). */
export function readQuantity(raw: string, unit: string): ReadNumber {
  if (unit === '%' && /\d\s*%$/.test(raw.trim())) return readNumber(raw.trim().replace(/\s*%$/, ''));
  const m = WITH_UNIT.exec(raw.trim());
  if (!m) return readNumber(raw);
  const [, numberPart, typedUnit] = m;
  const n = readNumber(numberPart);
  if (!n.ok || n.value === undefined) return readNumber(raw);
  if (typedUnit.toLowerCase() === unit.toLowerCase()) return n;
  const size = JOULES[typedUnit.toLowerCase()];
  if (unit === 'J' && size !== undefined)
    return {
      ok: false,
      message: `this field is in J: ${fmtInput(n.value)} ${typedUnit} is ${fmtInput(n.value * size)} J; enter that number`,
    };
  return { ok: false, message: `this field is in ${unit}: enter the number alone, got "${raw.trim()}"` };
}
