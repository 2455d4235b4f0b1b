// Keeps a sideways-scrolling table's header row at the top of the window: sticky holds to the nearest scroll box
// on both axes, so CSS cannot stick the header to the window and the model column to the box at once.

/** How far (px) to move a header row down so that its top meets the window's top, within its table. */
export function headShift(headTop: number, headHeight: number, tableBottom: number): number {
  return Math.max(0, Math.min(-headTop, tableBottom - headHeight - headTop));
}

export function keepHeadInView(box: HTMLElement): void {
  const table = box.querySelector('table');
  const row = table?.tHead?.rows[0];
  if (!table || !row) return;
  let queued = false;
  let inView = false;
  const place = () => {
    queued = false;
    let shift = 0;
    // Only in view: measuring a table skipped by content-visibility lays it out and moves the page on every scroll.
    // A scroll box holds its sticky header even when its columns fit (a tablet).
    if (inView && getComputedStyle(box).overflowX !== 'visible') {
      // offsetTop ignores the shift already applied: the row's place in the table, as laid out.
      const tableBox = table.getBoundingClientRect();
      shift = headShift(tableBox.top + row.offsetTop, row.offsetHeight, tableBox.bottom);
    }
    const value = `${Math.round(shift)}px`;
    if (table.style.getPropertyValue('--head-shift') !== value) table.style.setProperty('--head-shift', value);
  };
  const queue = () => {
    if (!queued) requestAnimationFrame(place);
    queued = true;
  };
  new IntersectionObserver(([entry]) => {
    inView = entry.isIntersecting;
    queue();
  }).observe(box);
  addEventListener('scroll', queue, { passive: true });
  addEventListener('resize', queue);
  // Rows shown, hidden or re-rendered, and "show every column" turning the sideways scroll on or off.
  new ResizeObserver(queue).observe(table);
}

export function initTableHeads(): void {
  for (const box of document.querySelectorAll<HTMLElement>('.index-wrap .table-scroll')) keepHeadInView(box);
}
