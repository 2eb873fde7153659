// Runs before first paint (a classic script in <head>): applies the saved skin, language and
// direction, and loads the matching theme stylesheet, so a dark skin never flashes light.
(function () {
  function read(key, fallback) {
    try {
      var raw = localStorage.getItem(key);
      return raw === null ? fallback : JSON.parse(raw);
    } catch (e) {
      return fallback;
    }
  }
  var root = document.documentElement;
  // Scripts run: the controls that need them are shown (without, their <noscript> links are).
  root.setAttribute('data-js', '');
  // No saved skin: the one the server rendered the page in (a choice made without scripts, kept in
  // the `skin` cookie), saved so that the SPA starts in it too.
  var skin = read('skin', null);
  if (skin === null) {
    skin = root.getAttribute('data-skin') || 'light';
    try {
      if (skin !== 'light') localStorage.setItem('skin', JSON.stringify(skin));
    } catch (e) {
      // storage refused: the skin holds for this page
    }
  }
  var locale = read('locale', null);
  var layout = read('layoutSettings', {}) || {};
  root.setAttribute('data-skin', skin);
  // No saved language: the one the server rendered the page in (en for the client-rendered pages).
  root.lang = ['en', 'fr', 'de', 'pt'].indexOf(locale) >= 0 ? locale : root.lang || 'en';
  root.dir = layout.isRTL ? 'rtl' : 'ltr';
  // A server-rendered page links its skin's theme already (it works without scripts): changed only if another skin is saved.
  var href = '/themes/' + (skin === 'dark' ? 'lara-dark-teal' : 'lara-light-teal') + '/theme.css';
  var link = document.getElementById('theme-link');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'stylesheet';
    link.id = 'theme-link';
    document.head.appendChild(link);
  }
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
})();
