// Keeps a sideways-scrolling table's header row at the top of the window.
//
// A table that scrolls sideways sits in its own scroll box, and `position: sticky` holds an element to its nearest
// scroll box on both axes: the header row would stick to the box (which never scrolls down) and leave the window
// with the first rows. CSS cannot hold the header to the window and the model column to the box, so while the box
// scrolls sideways this moves the header row down by how far the window has scrolled past it, never past the
// table's last row. When the box is not a scroll box, CSS's own sticky header does the work and this sets 0.
// Without JavaScript the header row stays above the first row; the model column still sticks.

/** How far (px) to move a header row down so that its top meets the window's top, within its table. */
export function headShift(headTop: number, headHeight: number, tableBottom: number): number {
  return Math.max(0, Math.min(-headTop, tableBottom - headHeight - headTop));
}

export function keepHeadInView(box: HTMLElement): void {
  const table = box.querySelector('table');
  const row = table?.tHead?.rows[0];
  if (!table || !row) return;
  let queued = false;
  const place = () => {
    queued = false;
    // A scroll box holds its sticky header whether or not its columns overflow it (a tablet may fit them all).
    const scrolls = getComputedStyle(box).overflowX !== 'visible';
    // offsetTop ignores the shift already applied: the row's place in the table, as laid out.
    const tableBox = table.getBoundingClientRect();
    const shift = scrolls ? headShift(tableBox.top + row.offsetTop, row.offsetHeight, tableBox.bottom) : 0;
    table.style.setProperty('--head-shift', `${Math.round(shift)}px`);
  };
  const queue = () => {
    if (!queued) requestAnimationFrame(place);
    queued = true;
  };
  addEventListener('scroll', queue, { passive: true });
  addEventListener('resize', queue);
  // Rows shown, hidden or re-rendered, and "show every column" turning the sideways scroll on or off.
  new ResizeObserver(queue).observe(table);
  place();
}

/** Every index table on the page. */
export function initTableHeads(): void {
  for (const box of document.querySelectorAll<HTMLElement>('.index-wrap .table-scroll')) keepHeadInView(box);
}
