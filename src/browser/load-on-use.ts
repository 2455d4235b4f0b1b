// A form that needs a script is shown at once, but its script is fetched and run only when needed: when
// the reader first touches the form, when the form comes near the screen, or at once (`now`: a shared link
// that carries input to check). Nothing heavy runs while the page loads, so the first paint never waits
// for it (Lighthouse counted the claim checker's 70 KB of modules in its largest paint). A submit or a
// button click made before the script is ready is replayed once it is. The form then gets data-ready.

const EVENTS = ['focusin', 'pointerdown', 'click', 'submit'];

export function loadOnUse(form: HTMLFormElement, init: () => Promise<void>, now = false): void {
  let loading: Promise<void> | null = null;
  let near: IntersectionObserver | null = null;
  const load = (): Promise<void> =>
    (loading ??= init().then(() => {
      for (const type of EVENTS) form.removeEventListener(type, early, true);
      near?.disconnect();
      form.dataset.ready = '1';
    }));

  function early(e: Event): void {
    const button = e.type === 'click' ? (e.target as Element).closest('button') : null;
    if (e.type === 'submit' || button) {
      e.preventDefault();
      e.stopImmediatePropagation();
      void load().then(() => (button ? button.click() : form.requestSubmit()));
    } else void load();
  }

  if (now) {
    void load();
    return;
  }
  for (const type of EVENTS) form.addEventListener(type, early, true);
  near = new IntersectionObserver((entries) => entries.some((x) => x.isIntersecting) && void load(), {
    rootMargin: '50% 0px',
  });
  near.observe(form);
}
