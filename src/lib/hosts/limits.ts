// The static hosts' published limits, stated once: the bench checks each build against them
// (scripts/bench.ts), the deploy guide names them (docs/deploy.md) and the _headers parser enforces the
// host's own (headers-file.ts). Pure.

const MiB = 1024 * 1024;
/** GitHub states its Pages limits in GB; 1 GB is read as 10^9 bytes, the stricter reading of the two. */
const GB = 1e9;

export interface HostLimit {
  /** The host and plan, as a reader would name them. */
  host: string;
  /** Files in one deployment; null where the host states none. */
  maxFiles: number | null;
  /** Bytes in one file. */
  maxFileBytes: number;
  /** Bytes of the whole published site; null where the host states none. */
  maxSiteBytes: number | null;
  /** Where the host publishes these figures. */
  source: string;
}

export const HOST_LIMITS: readonly HostLimit[] = [
  {
    host: 'Cloudflare Pages (Free)',
    maxFiles: 20_000,
    maxFileBytes: 25 * MiB,
    maxSiteBytes: null,
    source: 'https://developers.cloudflare.com/pages/platform/limits/',
  },
  {
    host: 'Cloudflare Pages (paid plans)',
    maxFiles: 100_000,
    maxFileBytes: 25 * MiB,
    maxSiteBytes: null,
    source: 'https://developers.cloudflare.com/pages/platform/limits/ (100,000 files since 2026-01-23, changelog)',
  },
  {
    host: 'GitHub Pages',
    maxFiles: null,
    maxFileBytes: 100 * MiB,
    maxSiteBytes: 1 * GB,
    source:
      'https://docs.github.com/en/pages/getting-started-with-github-pages/github-pages-limits (published site at most 1 GB; ' +
      'files over 100 MiB are refused by GitHub: https://docs.github.com/en/repositories/working-with-files/managing-large-files/about-large-files-on-github)',
  },
];

/** Cloudflare Pages' limits on a `_headers` file: rules past the 100th and longer lines are ignored. */
export const HEADERS_FILE_LIMITS = {
  maxRules: 100,
  maxLineLength: 2000,
  source: 'https://developers.cloudflare.com/pages/configuration/headers/',
} as const;

/**
 * Cloudflare Pages' limits on a `_redirects` file: 2,000 static rules (no `*`, no `:placeholder`) and 100 dynamic
 * ones (2,100 in all), each line at most 1,000 characters. Netlify states no count (it asks for wildcards past
 * 10,000 rules), so Cloudflare's are the ones a file must keep.
 */
export const REDIRECTS_FILE_LIMITS = {
  maxStatic: 2000,
  maxDynamic: 100,
  maxLineLength: 1000,
  source: 'https://developers.cloudflare.com/pages/configuration/redirects/',
} as const;

/** What a build puts on the host: its file count, total bytes and largest file. */
export interface BuildFootprint {
  files: number;
  bytes: number;
  largest: { path: string; bytes: number };
}

/** Each limit of a host the build breaks, in words; none means it fits. */
export function limitsBroken(b: BuildFootprint, h: HostLimit): string[] {
  const broken: string[] = [];
  if (h.maxFiles !== null && b.files > h.maxFiles) broken.push(`${b.files} files > ${h.maxFiles}`);
  if (b.largest.bytes > h.maxFileBytes)
    broken.push(`${b.largest.path} is ${b.largest.bytes} bytes > ${h.maxFileBytes}`);
  if (h.maxSiteBytes !== null && b.bytes > h.maxSiteBytes) broken.push(`${b.bytes} bytes > ${h.maxSiteBytes}`);
  return broken;
}
