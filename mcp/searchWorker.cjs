// Entry of the search worker thread. It is plain Node, so it loads the TypeScript worker and the
// search backend with jiti whether the server itself runs under jiti, vitest or anything else.
const path = require('node:path');
const jiti = require('jiti')(__filename);

jiti(path.join(__dirname, 'searchWorker.ts')).runWorker((file) => jiti(file));
