// What first paint waits for (`<link rel="expect" blocking="render">`), so header and title never paint a frame late.
// Chromium stops waiting when the element is reached, so each id names the element just after what must show.

/** The site menu's list, after the header's wordmark and menu button: every page (but an embed) waits for it. */
export const SITE_MENU_ID = 'site-menu';
/** A leaderboard's task tabs, after its title, subtitle and big figures: a leaderboard's first paint holds those. */
export const TASK_TABS_ID = 'task-tabs';

// Marks <html> as running JavaScript before first paint, so script-only controls show from the start without a layout
// shift and stay hidden without JavaScript. astro.config.mjs hashes it for the Content-Security-Policy.
export const JS_FLAG_SCRIPT = "document.documentElement.classList.add('js')";

// /compare/'s inline script: marks <html> with what the address names (data-compare="pair" or "a") before first paint,
// so the layout holds the result's place until figures.json arrives. Hashed for the CSP like JS_FLAG_SCRIPT.
export const COMPARE_LAYOUT_SCRIPT =
  "var q=new URLSearchParams(location.search),a=(q.get('a')||'').trim(),b=(q.get('b')||'').trim();" +
  "document.documentElement.dataset.compare=a&&b?'pair':a?'a':''";
