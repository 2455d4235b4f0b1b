// The second inline script of every page, at the end of <body>: it starts the page's module scripts only
// after the first paint. Components put their scripts inside <template data-after-paint> (see
// src/components/AfterPaint.astro), where the parser leaves them inert; this script copies each one into
// the document once the first contentful frame is on screen (or at once in a hidden tab, where no frame is
// painted; after the first frame where paint timing is missing), in
// document order (async off, as the parser would have run them), one per task.
// Why: Lighthouse's simulation (Lantern) counts every script request that finished before the observed
// largest paint into that paint, a round trip or two each after the HTML, even a module script that only
// wires up buttons (module scripts carry no EvaluateScript URL, so it cannot tell they were not needed).
// A request made after the paint is not counted. When every copied script has loaded (or failed), <html>
// gets data-scripts="ready": the browser tests wait for it before they use a control.
// Not bundled: src/build/after-paint-script.ts minifies this file into the text the layout inlines and
// astro.config.mjs hashes for the Content-Security-Policy. The scripts it copies are Astro's own, from
// 'self' or inline with their hashes already in the policy. It imports nothing, so it stays one statement.
(() => {
  const startScripts = () => {
    const inert = [...document.querySelectorAll<HTMLTemplateElement>('template[data-after-paint]')].flatMap((t) => [
      ...t.content.querySelectorAll('script'),
    ]);
    const loads: Promise<unknown>[] = [];
    // One script per task: each request and module compile is a few ms, but all of a leaderboard's in one task
    // came to one long task (about 80 ms at Lighthouse's 4x CPU slowdown), counted as blocking time.
    const next = () => {
      const one = inert.shift();
      if (!one) {
        Promise.all(loads).then(() =>
          setTimeout(() => {
            document.documentElement.dataset.scripts = 'ready';
          }),
        );
        return;
      }
      // A script element made by the parser inside a template never runs; a fresh copy does.
      const script = document.createElement('script');
      for (const a of one.attributes) script.setAttribute(a.name, a.value);
      script.text = one.text;
      if (script.src) {
        script.async = false;
        loads.push(
          new Promise((done) => {
            script.onload = script.onerror = done;
          }),
        );
      }
      document.body.append(script);
      // In a hidden tab nobody waits on a frame, and timers there may wait a second each: the rest at once.
      if (document.visibilityState === 'hidden') next();
      else setTimeout(next);
    };
    next();
  };
  let started = false;
  const start = () => {
    if (!started) {
      started = true;
      startScripts();
    }
  };
  if (document.visibilityState === 'hidden') start();
  else if (globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    // Once the first contentful paint is on screen (its entry comes when the frame is presented, not when it is
    // drawn): a script that loaded before that moment counts into the paint in Lighthouse's simulation, and on
    // a fast connection the scripts started after the drawn frame often had (docs/build.md).
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(start);
    }).observe({ type: 'paint', buffered: true });
    // A tab hidden before its first paint never presents one; and should a browser never report it, the
    // controls still work two seconds after the page has loaded.
    document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && start());
    addEventListener('load', () => setTimeout(start, 2000), { once: true });
  } else requestAnimationFrame(() => setTimeout(start));
})();
