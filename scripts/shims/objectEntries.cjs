// What node-polyglot (under ra-i18n-polyglot) gets for require('object.entries'): every browser
// the app runs in has Object.entries, and the polyfill package would bring some 15 KB of
// get-intrinsic machinery to every page, the login page first (vite.config.ts).
module.exports = Object.entries;
