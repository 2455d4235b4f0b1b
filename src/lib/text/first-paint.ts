// What a page's first paint waits for: the layout's `<link rel="expect" href="#id" blocking="render">`. A browser
// paints as the document streams in, and without it may paint a frame before the site header's menu button or a
// leaderboard's title is parsed, then grow or fill them in the next (a layout shift; a largest paint one frame
// later). Chromium stops waiting when the element is reached, before its content is parsed (measured: a leaderboard
// that waited for the box holding its title still painted the header alone first, 6 loads in 16 at 4x CPU
// slowdown). So each id names the element that comes just after what must be in the first paint.

/** The site menu's list, after the header's wordmark and menu button: every page (but an embed) waits for it. */
export const SITE_MENU_ID = 'site-menu';
/** A leaderboard's task tabs, after its title, subtitle and big figures: a leaderboard's first paint holds those. */
export const TASK_TABS_ID = 'task-tabs';
