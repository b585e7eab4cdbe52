/** Everything the browser needs to search, in one lazily loaded chunk. */
export {SearchEngine} from '../shared/engine';
export {answerMultiQuery} from '../shared/algoliaAdapter';
