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
  let inView = false;
  const place = () => {
    queued = false;
    let shift = 0;
    // Measured only while the table is in view: elsewhere its header is out of sight, and measuring a table the
    // browser skips (content-visibility: auto) would lay it out, and move the page under the reader, on every scroll.
    // A scroll box holds its sticky header whether or not its columns overflow it (a tablet may fit them all).
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

/** Every index table on the page. */
export function initTableHeads(): void {
  for (const box of document.querySelectorAll<HTMLElement>('.index-wrap .table-scroll')) keepHeadInView(box);
}
