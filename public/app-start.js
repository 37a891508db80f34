/* Starts the app once the page the server sent is on screen: no script of the app runs before the
 * first paint, while its files are already coming (the page's low-priority preloads). The page
 * shell puts this file where index.html had the app's module script, and names that script in
 * data-app (docs/decisions/404-the-app-wakes-after-the-first-paint.md). A file, since the CSP runs
 * no inline script. */
(function () {
  var me = document.currentScript;
  var src = me && me.getAttribute('data-app');
  if (!src) return;
  requestAnimationFrame(function () {
    setTimeout(function () {
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = src;
      document.head.appendChild(script);
    }, 0);
  });
})();
