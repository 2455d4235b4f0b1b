// A minimal zip writer (PKWARE APPNOTE, "stored": no compression) so the release can be fetched as one
// file. Stored rather than deflated on purpose: deflate output can differ between
// zlib versions, and a release's bytes (and its SHA256SUMS) must not depend on the machine that built it.
// The CRC-32 is zlib's (src/lib/node/crc32.ts), which has no such variation.
import { crc32 } from '../node/crc32.ts';

/** MS-DOS date and time fields for midnight of a YYYY-MM-DD date (the release date, never the clock). */
function dosDateTime(isoDate: string): { date: number; time: number } {
  const [y, m, d] = isoDate.split('-').map(Number);
  return { date: ((y - 1980) << 9) | (m << 5) | d, time: 0 };
}

/** Zip the files, stored, in the given order, every entry dated `isoDate`. */
export function zipStore(
  files: readonly { name: string; bytes: Uint8Array }[],
  isoDate: string,
): Uint8Array<ArrayBuffer> {
  const { date, time } = dosDateTime(isoDate);
  const enc = new TextEncoder();
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const f of files) {
    const name = enc.encode(f.name);
    const crc = crc32(f.bytes);
    const local = new DataView(new ArrayBuffer(30));
    local.setUint32(0, 0x04034b50, true); // local file header signature
    local.setUint16(4, 20, true); // version needed: 2.0
    local.setUint16(6, 0x0800, true); // flag: names are UTF-8
    local.setUint16(8, 0, true); // method: stored
    local.setUint16(10, time, true);
    local.setUint16(12, date, true);
    local.setUint32(14, crc, true);
    local.setUint32(18, f.bytes.length, true);
    local.setUint32(22, f.bytes.length, true);
    local.setUint16(26, name.length, true);
    local.setUint16(28, 0, true);
    locals.push(new Uint8Array(local.buffer), name, f.bytes);
    const central = new DataView(new ArrayBuffer(46));
    central.setUint32(0, 0x02014b50, true); // central directory header signature
    central.setUint16(4, 20, true); // made by: 2.0, MS-DOS attributes
    central.setUint16(6, 20, true);
    central.setUint16(8, 0x0800, true);
    central.setUint16(10, 0, true);
    central.setUint16(12, time, true);
    central.setUint16(14, date, true);
    central.setUint32(16, crc, true);
    central.setUint32(20, f.bytes.length, true);
    central.setUint32(24, f.bytes.length, true);
    central.setUint16(28, name.length, true);
    central.setUint32(42, offset, true); // where the local header starts
    centrals.push(new Uint8Array(central.buffer), name);
    offset += 30 + name.length + f.bytes.length;
  }
  const centralSize = centrals.reduce((n, b) => n + b.length, 0);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true); // end of central directory signature
  end.setUint16(8, files.length, true);
  end.setUint16(10, files.length, true);
  end.setUint32(12, centralSize, true);
  end.setUint32(16, offset, true);
  const parts = [...locals, ...centrals, new Uint8Array(end.buffer)];
  const out = new Uint8Array(parts.reduce((n, b) => n + b.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
