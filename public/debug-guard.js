/*
 * Debug protection (spec §4), loaded only when the site config turns it on (_rd_debug.protect): when a
 * debugger pause is detected the page is blanked, unless the address carries debug=1. A static file on
 * purpose: the build's minifier drops `debugger` statements from bundled code.
 */
(function () {
  if (/[?&]debug=1(&|#|$)/.test(window.location.search)) return;
  var PAUSE_MS = 100;
  function check() {
    var start = Date.now();
    debugger;
    if (Date.now() - start > PAUSE_MS) {
      document.documentElement.setAttribute('data-debug-blanked', '1');
      document.body.innerHTML = '';
      return;
    }
    setTimeout(check, 1000);
  }
  check();
})();
