// Switches the colour scheme in place; without this script the form posts and the page reloads.
(() => {
  const form = document.querySelector('form.appearance');
  if (!form) return;
  const root = document.documentElement;
  const input = form.querySelector('input[name="scheme"]');
  const button = form.querySelector('button');
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const scheme = input.value;
    const response = await fetch(form.action, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ scheme }),
    }).catch(() => undefined);
    if (!response || !response.ok) {
      form.submit();
      return;
    }
    root.dataset.scheme = scheme;
    root.dataset.schemeSource = 'user';
    button.setAttribute('aria-pressed', String(scheme === 'dark'));
    input.value = scheme === 'dark' ? 'light' : 'dark';
  });
})();
