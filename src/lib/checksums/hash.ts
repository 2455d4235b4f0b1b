// Node-only: SHA-256 of file bytes, for SHA256SUMS, datapackage.json hashes and the downloads page.
// Only the build hashes files; browser code never needs it.
import { createHash } from 'node:crypto';

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
