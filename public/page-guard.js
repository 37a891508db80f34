/* Until the app has woken up the page the server painted (data-awake, src/web/app/providers.tsx),
 * a form is never sent by the browser itself: it would go as a GET, with its fields (a password)
 * in the address. Loaded async from index.html: a file, since the CSP runs no inline script
 * (docs/decisions/401-the-first-paint-from-the-server.md). */
document.addEventListener(
  'submit',
  function (event) {
    if (!document.documentElement.hasAttribute('data-awake')) event.preventDefault();
  },
  true,
);
