// node-polyglot (react-admin's translations) requires the 'object.entries' polyfill, which brings some
// 20 small es-shims packages (get-intrinsic, define-properties ...) into the first load for a function
// every browser the app supports has: vite.config.ts resolves 'object.entries' to this file.
module.exports = Object.entries;
