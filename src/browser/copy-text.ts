// Copy buttons: each `button[data-copy]` copies the text of the element whose id it names. Buttons are
// shown only where scripts run (.needs-js), so a page without JavaScript shows only the text, which stays selectable.
function init(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-copy]')) {
    if (button.dataset.ready) continue;
    button.dataset.ready = '1';
    const label = button.textContent ?? 'Copy';
    button.addEventListener('click', async () => {
      const text = document.getElementById(button.dataset.copy ?? '')?.textContent ?? '';
      try {
        await navigator.clipboard.writeText(text.trim());
        button.textContent = 'Copied';
      } catch {
        button.textContent = 'Select the text to copy';
      }
      setTimeout(() => (button.textContent = label), 2000);
    });
  }
}
init();
