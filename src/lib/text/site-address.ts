// Where the site is served: the one reading of SITE_URL (origin) and BASE_PATH (sub-path, "/" by default). A deploy
// build (DEPLOY=1) refuses to guess the origin; any other build uses the local preview address.

/** The address `npm start` serves the site at (astro preview's default port, on the loopback address). */
export const LOCAL_ORIGIN = 'http://127.0.0.1:4321';

export interface SiteAddress {
  /** No trailing slash: "https://owner.github.io". */
  origin: string;
  /** A slash at each end: "/" or "/energy-index/". */
  base: string;
}

const WHAT_TO_SET =
  'Set SITE_URL to the public origin (e.g. SITE_URL=https://example.org, or https://<owner>.github.io for GitHub Pages) ' +
  'and, when the site is served under a sub-path, BASE_PATH (e.g. BASE_PATH=/energy-index/).';

/** "/", "energy-index", "/energy-index" and "/energy-index/" all give "/energy-index/"; a bad path is refused. */
export function normalizeBase(raw: string | undefined): string {
  const s = (raw ?? '').trim();
  if (s === '' || s === '/') return '/';
  const segments = s.split('/').filter((p) => p !== '');
  for (const seg of segments)
    if (!/^[A-Za-z0-9._~-]+$/.test(seg) || seg === '.' || seg === '..')
      throw new Error(
        `BASE_PATH: "${raw}" is not a URL path; use segments of letters, digits and . _ ~ - (e.g. /energy-index/).`,
      );
  return `/${segments.join('/')}/`;
}

/** The site's address from the environment; an error that says what to set when a deploy build lacks one. */
export function siteAddressFrom(env: Partial<Record<'SITE_URL' | 'BASE_PATH' | 'DEPLOY', string>>): SiteAddress {
  const base = normalizeBase(env.BASE_PATH);
  const deploy = env.DEPLOY === '1' || env.DEPLOY === 'true';
  const raw = env.SITE_URL?.trim();
  if (!raw) {
    if (deploy) throw new Error(`SITE_URL is not set, and a build for deployment (DEPLOY=1) needs it. ${WHAT_TO_SET}`);
    return { origin: LOCAL_ORIGIN, base };
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SITE_URL: "${raw}" is not a URL. ${WHAT_TO_SET}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`SITE_URL: "${raw}" must start with https:// (or http:// for a local test).`);
  if (deploy && url.protocol !== 'https:')
    throw new Error(`SITE_URL: "${raw}" must start with https:// in a build for deployment.`);
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password)
    throw new Error(
      `SITE_URL: "${raw}" must be an origin only (scheme, host, port). Put the path in BASE_PATH instead: ` +
        `SITE_URL=${url.origin} BASE_PATH=${url.pathname}`,
    );
  return { origin: url.origin, base };
}

/** A route from the site's root ("/tasks/x/") as its address under a base ("/energy-index/tasks/x/"). */
export const joinBase = (base: string, route: string) => `${base}${route.replace(/^\//, '')}`;
