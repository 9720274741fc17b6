// Keeps the appearance toggle true to the scheme shown, and switches it in place; without this script
// the form posts and the page reloads.
(() => {
  const form = document.querySelector('form.appearance');
  if (!form) return;
  const root = document.documentElement;
  const input = form.querySelector('input[name="scheme"]');
  const button = form.querySelector('button');

  const show = () => {
    const dark = root.dataset.scheme === 'dark';
    button.setAttribute('aria-pressed', String(dark));
    input.value = dark ? 'light' : 'dark';
  };
  show();
  // The head script follows the system scheme while the user has not chosen one.
  new MutationObserver(show).observe(root, { attributes: true, attributeFilter: ['data-scheme'] });

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
    root.dataset.schemeSource = 'user';
    root.dataset.scheme = scheme;
  });
})();
