// The twin URL rule lives in plugins/shared/markdownTwin.mjs (the preview server, a plain Node
// script, imports it too); this path stays for the plugins that import it from here.
export {markdownFile, markdownUrl} from '../../shared/markdownTwin.mjs';
