// What a page's first paint waits for: the layout's `<link rel="expect" href="#id" blocking="render">`. A browser
// paints as the document streams in, and without it may paint a frame before the site header's menu button or a
// leaderboard's title is parsed, then grow or fill them in the next (a layout shift; a largest paint one frame
// later). Chromium stops waiting when the element is reached, before its content is parsed (measured: a leaderboard
// that waited for the box holding its title still painted the header alone first, 6 loads in 16 at 4x CPU
// slowdown). So each id names the element that comes just after what must be in the first paint. Also here: the
// inline scripts that mark <html> before that paint, which astro.config.mjs hashes for the Content-Security-Policy.

/** The site menu's list, after the header's wordmark and menu button: every page (but an embed) waits for it. */
export const SITE_MENU_ID = 'site-menu';
/** A leaderboard's task tabs, after its title, subtitle and big figures: a leaderboard's first paint holds those. */
export const TASK_TABS_ID = 'task-tabs';

// The one inline script of every page: marks <html> as running JavaScript before the first paint, so
// controls that need a script are shown from the start (no layout shift when the module script runs)
// and stay hidden without JavaScript. astro.config.mjs adds its hash to the Content-Security-Policy.
export const JS_FLAG_SCRIPT = "document.documentElement.classList.add('js')";

// The one inline script of /compare/: before the first paint, marks <html> with what the address names
// (data-compare="pair" for ?a=&b=, "a" for ?a= alone), so the page is laid out for it from the start: the
// result's place held under the title for a pair, B's pickers first for A alone. The figures arrive later
// (figures.json); without the mark the page would move under the reader then. astro.config.mjs hashes it
// for the Content-Security-Policy, as it does the layout's own (JS_FLAG_SCRIPT above).
export const COMPARE_LAYOUT_SCRIPT =
  "var q=new URLSearchParams(location.search),a=(q.get('a')||'').trim(),b=(q.get('b')||'').trim();" +
  "document.documentElement.dataset.compare=a&&b?'pair':a?'a':''";
