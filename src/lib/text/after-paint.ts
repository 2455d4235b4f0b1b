// The second inline script of every page, at the end of <body>: it starts the page's module scripts only
// after the first paint. Components put their scripts inside <template data-after-paint> (see
// src/components/AfterPaint.astro), where the parser leaves them inert; this script copies each one into
// the document once the first frame is painted (or at once in a hidden tab, where no frame is painted), in
// document order (async off, as the parser would have run them).
// Why: Lighthouse's simulation (Lantern) counts every script request that finished before the observed
// largest paint into that paint, a round trip or two each after the HTML, even a module script that only
// wires up buttons (module scripts carry no EvaluateScript URL, so it cannot tell they were not needed).
// A request made after the paint is not counted. When every copied script has loaded (or failed), <html>
// gets data-scripts="ready": the browser tests wait for it before they use a control.
// astro.config.mjs adds its hash to the Content-Security-Policy; the scripts it copies are Astro's own,
// from 'self' or inline with their hashes already in the policy.
export const AFTER_PAINT_SCRIPT =
  "(()=>{const d=document,go=()=>{const w=[];for(const t of d.querySelectorAll('template[data-after-paint]'))" +
  "for(const s of t.content.querySelectorAll('script')){const n=d.createElement('script');" +
  'for(const a of s.attributes)n.setAttribute(a.name,a.value);n.text=s.text;' +
  'if(n.src){n.async=false;w.push(new Promise((r)=>{n.onload=n.onerror=r}))}d.body.append(n)}' +
  "Promise.all(w).then(()=>setTimeout(()=>{d.documentElement.dataset.scripts='ready'}))};" +
  "d.visibilityState==='hidden'?go():requestAnimationFrame(()=>setTimeout(go))})()";
