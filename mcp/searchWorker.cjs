// Entry of the search worker thread, run by piscina (see searchPool.ts). It is plain Node, so it
// loads the TypeScript handler and the search backend with jiti whether the server itself runs
// under jiti, vitest or anything else. It exports a promise of the handler: piscina waits for it,
// so a worker takes no search before its index is loaded.
const path = require('node:path');
const jiti = require('jiti')(__filename);

module.exports = jiti(path.join(__dirname, 'searchWorker.ts')).createHandler((file) => jiti(file));
