// The one inline script of every page: marks <html> as running JavaScript before the first paint, so
// controls that need a script are shown from the start (no layout shift when the module script runs)
// and stay hidden without JavaScript. astro.config.mjs adds its hash to the Content-Security-Policy.
export const JS_FLAG_SCRIPT = "document.documentElement.classList.add('js')";
