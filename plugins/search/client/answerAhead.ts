/**
 * The search worker's loop over the queries it answers ahead of the keys (shared/speculation.ts),
 * apart from the worker's globals so that a unit test can drive it
 * (tests/unit/search/answerAhead.test.ts).
 */
import type {AlgoliaSearchResponse, MultiQueryBody} from '../shared/algoliaAdapter';
import {bodyKey, withQuery} from '../shared/speculation';
import type {AheadAnswer} from './workerProtocol';

type Answer = {results: AlgoliaSearchResponse[]};

export interface AheadLoop {
  answer(body: MultiQueryBody): Promise<Answer>;
  post(message: AheadAnswer): void;
  /** True once the reader's next request waits: the loop ends. */
  stop(): boolean;
  /** Resolves in a later task of the worker's event loop (`taskScheduler`). */
  nextTask(): Promise<void>;
}

/**
 * Answers `body` for each of `queries` in turn, posting each answer as soon as it is ready, and
 * waits for a new task before each one. An answer whose files are all loaded resolves in
 * microtasks only, so without that wait the reader's next key, a message to the worker, could not
 * reach its queue, and `stop()` stayed false until the whole run was done: in a trace of a fresh
 * page, the search for "schedule a job every n" was posted 5 ms after its key and answered after
 * eight answers ahead, 146 ms after it.
 */
export async function answerAhead(
  loop: AheadLoop,
  body: MultiQueryBody,
  queries: readonly string[],
): Promise<void> {
  for (const query of queries) {
    await loop.nextTask();
    if (loop.stop()) return;
    const asked = withQuery(body, query);
    const result = await loop.answer(asked);
    if (loop.stop()) return;
    loop.post({ahead: {key: bodyKey(asked), result}});
  }
}

/**
 * A promise that resolves in a new task. A MessageChannel rather than `setTimeout(0)`, which
 * browsers delay by 4 ms once timers nest five deep, as they do over a run of answers.
 */
export function taskScheduler(): () => Promise<void> {
  const channel = new MessageChannel();
  const waiting: Array<() => void> = [];
  channel.port1.onmessage = () => waiting.shift()?.();
  return () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      channel.port2.postMessage(null);
    });
}
