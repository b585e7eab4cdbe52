export function missingData(component: string, name: string): Error {
  return new Error(
    `<${component} name="${name}"> has no data: the api-contract remark plugin did not run on this file. ` +
      'Check beforeDefaultRemarkPlugins in docusaurus.config.ts.',
  );
}
