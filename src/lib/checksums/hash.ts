// SHA-256 of file bytes, for SHA256SUMS, datapackage.json hashes and the downloads page. A pure function
// (@noble/hashes, audited, synchronous): Web Crypto's digest is asynchronous, and node:crypto would tie the
// domain code that lists the downloads to Node.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';

export const sha256Hex = (bytes: Uint8Array) => bytesToHex(sha256(bytes));
