// Inline at the end of <body>: starts <template data-after-paint> scripts after first paint, one per task (Lighthouse
// counts those loaded before it). Not bundled but inlined and CSP-hashed, so it imports nothing (docs/build.md).
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
    // FCP's entry comes when the frame is presented, not drawn: scripts started at the drawn frame often
    // loaded before it on a fast connection and counted into the paint (docs/build.md).
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
