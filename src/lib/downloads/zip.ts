// A minimal stored (uncompressed) zip writer: deflate output differs between zlib versions, and a release's bytes must
// not depend on the machine. Not fflate: it cannot set the UTF-8 name flag on every entry, as the published zips do.
import { crc32 } from '../checksums/hash.ts';

/** The MS-DOS date field of a YYYY-MM-DD date (the release date, never the clock). */
function dosDate(isoDate: string): number {
  const [y, m, d] = isoDate.split('-').map(Number);
  return ((y - 1980) << 9) | (m << 5) | d;
}

/**
 * The fields a local header (from byte 4) and a central directory header (from byte 6) share, in order; the extra
 * field's length after them stays 0.
 */
function writeEntryFields(
  v: DataView,
  at: number,
  e: { crc: number; size: number; nameLength: number; date: number },
): void {
  v.setUint16(at, 20, true); // version needed: 2.0
  v.setUint16(at + 2, 0x0800, true); // flag: names are UTF-8
  v.setUint16(at + 4, 0, true); // method: stored
  v.setUint16(at + 6, 0, true); // time: midnight
  v.setUint16(at + 8, e.date, true);
  v.setUint32(at + 10, e.crc, true);
  v.setUint32(at + 14, e.size, true); // compressed size (stored: the same)
  v.setUint32(at + 18, e.size, true);
  v.setUint16(at + 22, e.nameLength, true);
}

/** Zip the files, stored, in the given order, every entry dated `isoDate`. */
export function zipStore(
  files: readonly { name: string; bytes: Uint8Array }[],
  isoDate: string,
): Uint8Array<ArrayBuffer> {
  const date = dosDate(isoDate);
  const enc = new TextEncoder();
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const f of files) {
    const name = enc.encode(f.name);
    const crc = crc32(f.bytes);
    const entry = { crc, size: f.bytes.length, nameLength: name.length, date };
    const local = new DataView(new ArrayBuffer(30));
    local.setUint32(0, 0x04034b50, true); // local file header signature
    writeEntryFields(local, 4, entry);
    locals.push(new Uint8Array(local.buffer), name, f.bytes);
    const central = new DataView(new ArrayBuffer(46));
    central.setUint32(0, 0x02014b50, true); // central directory header signature
    central.setUint16(4, 20, true); // made by: 2.0, MS-DOS attributes
    writeEntryFields(central, 6, entry);
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
