// How moved addresses are kept (REDIRECTS): "pages" (default) writes small pages any static host serves; "file" writes
// 301 rules in `_redirects` for hosts that apply it. astro.config.mjs reads it first, so a bad value stops the build.

export type RedirectsMode = 'pages' | 'file';

/** The mode REDIRECTS names ("pages" when unset); any other value is refused, saying what to set. */
export function redirectsModeFrom(env: { REDIRECTS?: string }): RedirectsMode {
  const raw = (env.REDIRECTS ?? '').trim() || 'pages';
  if (raw === 'pages' || raw === 'file') return raw;
  throw new Error(
    `REDIRECTS: "${raw}" is not a mode. Set REDIRECTS=file on a host that applies _redirects (Cloudflare Pages, ` +
      'Netlify), or leave it unset (REDIRECTS=pages) for a small page at each moved address, which every host serves.',
  );
}

/** This build's mode: the environment astro.config.mjs read (pages render on worker threads that inherit it). */
export const buildRedirectsMode = (): RedirectsMode => redirectsModeFrom(globalThis.process?.env ?? {});
