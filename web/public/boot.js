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
  var skin = read('skin', 'light');
  var locale = read('locale', null);
  var layout = read('layoutSettings', {}) || {};
  var root = document.documentElement;
  root.setAttribute('data-skin', skin);
  // No saved language: the one the server rendered the page in (en for the client-rendered pages).
  root.lang = ['en', 'fr', 'de', 'pt'].indexOf(locale) >= 0 ? locale : root.lang || 'en';
  root.dir = layout.isRTL ? 'rtl' : 'ltr';
  var link = document.createElement('link');
  link.rel = 'stylesheet';
  link.id = 'theme-link';
  link.href = '/themes/' + (skin === 'dark' ? 'lara-dark-teal' : 'lara-light-teal') + '/theme.css';
  document.head.appendChild(link);
})();
