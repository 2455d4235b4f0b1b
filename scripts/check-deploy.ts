// npm run check-deploy -- <base-url> [--site <public-url>] [--headers rules|none] [--max-urls N] [--concurrency N]
// After a deploy: crawls the site (scripts/lib/crawl-site.ts; what it checks is in docs/deploy.md).
// Exit 0 without problems, 1 with any, 2 usage.
import { argsOr, exitWith } from './lib/cli.ts';
import { crawlSite } from './lib/crawl-site.ts';
import { dataDir, loadDataset } from '../src/lib/node/read-data.ts';
import { allReleases } from '../src/lib/node/releases-load.ts';
import { movedAddresses } from '../src/lib/redirects/moved.ts';
import { withoutBase } from '../src/lib/text/site-links.ts';

const USAGE =
  'usage: npm run check-deploy -- <base-url> [--site <public-url>] [--headers rules|none] [--max-urls N] [--concurrency N]';

function usage(message: string): never {
  return exitWith(2, `check-deploy: ${message}. ${USAGE}`);
}

const args = argsOr(
  {
    allowPositionals: true,
    options: {
      site: { type: 'string' },
      headers: { type: 'string', default: 'rules' },
      'max-urls': { type: 'string', default: '200000' },
      concurrency: { type: 'string', default: '8' },
    },
  },
  usage,
);
if (args.positionals.length !== 1) usage(`expected one base URL, got ${args.positionals.length}`);
const [base] = args.positionals;
if (!/^https?:\/\//.test(base)) usage(`"${base}" is not an http(s) URL`);
const headers = args.values.headers;
if (headers !== 'rules' && headers !== 'none') usage(`--headers is "rules" or "none", got "${headers}"`);
const maxUrls = Number(args.values['max-urls']);
const concurrency = Number(args.values.concurrency);
if (!Number.isInteger(maxUrls) || maxUrls < 1) usage('--max-urls is a positive whole number');
if (!Number.isInteger(concurrency) || concurrency < 1) usage('--concurrency is a positive whole number');

const t0 = performance.now();
// The moved addresses, as routes from the site's root: the base they were built on here is this process's.
const moved = movedAddresses(allReleases(loadDataset(dataDir()).dataset)).map((m) => ({
  from: withoutBase(m.from),
  to: withoutBase(m.to),
}));
const r = await crawlSite({ base, site: args.values.site, headers, maxUrls, concurrency, moved });
const seconds = ((performance.now() - t0) / 1000).toFixed(1);
console.log(
  `check-deploy ${base}: ${r.pages} pages, ${r.files} other files, ${r.checksums} release files checked against ` +
    `SHA256SUMS, ${r.sitemapUrls} sitemap URLs, ${r.feedUrls} feed URLs, ${moved.length} moved addresses ` +
    `(${r.moved.redirected} redirected, ${r.moved.pages} small pages), headers ${headers === 'none' ? 'not checked' : 'checked'}; ${seconds} s`,
);
if (r.problems.length === 0) {
  console.log('no problems');
} else {
  for (const p of r.problems.slice(0, 200)) console.log(`problem: ${p}`);
  if (r.problems.length > 200) console.log(`... and ${r.problems.length - 200} more`);
  console.log(`${r.problems.length} problem(s)`);
  process.exitCode = 1;
}
