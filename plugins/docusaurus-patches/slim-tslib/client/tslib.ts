/**
 * What `tslib` resolves to in the browser bundle (see ../index.ts): the
 * helpers client code calls, re-exported by name from the real package so the
 * bundler leaves the rest out. loader.cjs keeps this list and the callers in
 * step; add a helper here when the build names one.
 */
export {__importDefault} from 'tslib/tslib.es6.mjs';
