// tslib's ES module file has no declaration file of its own; its helpers are the package's.
declare module 'tslib/tslib.es6.mjs' {
  export * from 'tslib';
}
