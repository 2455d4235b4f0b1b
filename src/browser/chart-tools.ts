// The charts' toolbars (ChartToolbar.astro) as tabs: Table shows the table in the drawing's place (links without
// this script). With `tableHref` Table stays a link to the table's own page.
export function initChartTools(): void {
  for (const tools of document.querySelectorAll<HTMLElement>('.chart-tools')) {
    if (tools.dataset.ready) continue;
    tools.dataset.ready = '1';
    const fig = tools.closest<HTMLElement>('figure.chart, section.finding');
    const table = fig?.querySelector<HTMLDetailsElement>('details[data-table]');
    if (!fig || !table) continue;
    const tabs = [...tools.querySelectorAll<HTMLAnchorElement>('a[data-tab]')];
    const show = (tab: string) => {
      fig.classList.toggle('show-table', tab === 'table');
      table.open = tab === 'table';
      for (const t of tabs) t.setAttribute('aria-current', String(t.dataset.tab === tab));
    };
    for (const t of tabs)
      t.addEventListener('click', (e) => {
        e.preventDefault();
        show(t.dataset.tab ?? 'chart');
      });
    // Closing the table's own disclosure goes back to the chart.
    table.addEventListener('toggle', () => {
      if (!table.open && fig.classList.contains('show-table')) show('chart');
    });
  }
}
