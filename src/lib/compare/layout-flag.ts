// The one inline script of /compare/: before the first paint, marks <html> with what the address names
// (data-compare="pair" for ?a=&b=, "a" for ?a= alone), so the page is laid out for it from the start: the
// result's place held under the title for a pair, B's pickers first for A alone. The figures arrive later
// (figures.json); without the mark the page would move under the reader then. astro.config.mjs hashes it
// for the Content-Security-Policy, as it does the layout's own (text/js-flag.ts).
export const COMPARE_LAYOUT_SCRIPT =
  "var q=new URLSearchParams(location.search),a=(q.get('a')||'').trim(),b=(q.get('b')||'').trim();" +
  "document.documentElement.dataset.compare=a&&b?'pair':a?'a':''";
