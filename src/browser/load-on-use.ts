// A form's script is fetched only on first touch, near the screen, or at once (`now`), so the first paint never
// waits for it. A submit or click made before it is ready is replayed; the form then gets data-ready.

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
