// The site header's entries (a line on a desktop, a menu on a phone) and which one a page belongs to.
import { withBase, withoutBase } from './site-links.ts';

/** Each entry's address (with the base), label, and the routes (without the base) whose pages it stands for. */
export const SITE_NAV = [
  { href: withBase('/'), label: 'Index', sections: ['/tasks/'] },
  { href: withBase('/models/'), label: 'Models', sections: ['/models/'] },
  { href: withBase('/gpus/'), label: 'GPUs', sections: ['/gpus/'] },
  { href: withBase('/compare/'), label: 'Compare', sections: ['/compare/'] },
  { href: withBase('/published/'), label: 'Published figures', sections: ['/published/'] },
  { href: withBase('/check/'), label: 'Check a claim', sections: ['/check/'] },
  { href: withBase('/calculator/'), label: 'Calculator', sections: ['/calculator/'] },
  {
    href: withBase('/about/'),
    label: 'About',
    sections: [
      '/about/',
      '/methodology/',
      '/glossary/',
      '/sources/',
      '/downloads/',
      '/contribute/',
      '/releases/',
      '/quoting/',
    ],
  },
];

/** A figure's own page belongs to Index, not to About. */
const FIGURE_PAGE = /^\/releases\/[^/]+\/rows\//;

/** The entry a page belongs to (undefined: none, as the 404 page), from its path with the base. */
export function currentNav(pathname: string) {
  const route = withoutBase(pathname.endsWith('/') ? pathname : `${pathname}/`);
  if (route === '/' || FIGURE_PAGE.test(route)) return SITE_NAV[0];
  return SITE_NAV.find((e) => e.sections.some((s) => route.startsWith(s)));
}
