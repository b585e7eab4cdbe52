// DocSearch's stylesheet entry point: a side-effect import with no types.
declare module '@docsearch/react/style';
