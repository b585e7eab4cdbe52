/**
 * Task scenarios: two hook stages joined by a task transition. The sender sends tasks with
 * send_task; the receiver reads them with get_tasks and iter_tasks and completes them, and reports
 * what it saw. The requests run in order, since each builds on the queue the one before left.
 */
import type {Runtime, StageFile} from '../runtime';

const SENDER = `import datetime
from abstra.hooks import get_request, send_json
from abstra.tasks import send_task

# get_request() gives (body, query, headers): see the hooks scenarios.
body, query, headers = get_request()
n = int(query.get("n", "1"))
task_type = query.get("type", "probe")
for i in range(n):
    send_task(task_type, {"n": i, "when": datetime.date(2030, 1, 2)})
send_json({"sent": n, "type": task_type})
`;

const RECEIVER = `from abstra.hooks import get_request, send_json
from abstra.tasks import get_tasks, iter_tasks

# get_request() gives (body, query, headers): see the hooks scenarios.
body, query, headers = get_request()
mode = query.get("mode", "count")
out = {}
if mode == "count":
    out["pending"] = len(get_tasks(limit=1000))
elif mode == "get":
    tasks = get_tasks()
    first = tasks[0] if tasks else None
    out["returned"] = len(tasks)
    out["task_class"] = type(first).__name__
    out["type"] = first.type if first else None
    out["payload"] = repr(first.payload) if first else None
    out["payload_when_type"] = type(first["when"]).__name__ if first else None
elif mode == "page":
    tasks = get_tasks(limit=int(query["limit"]), offset=int(query["offset"]))
    out["returned"] = len(tasks)
    out["first_n"] = tasks[0]["n"] if tasks else None
elif mode == "iter_complete":
    done = 0
    for task in iter_tasks():
        task.complete()
        done += 1
    out["completed"] = done
    out["pending_after"] = len(get_tasks(limit=1000))
elif mode == "with_ok":
    before = len(get_tasks(limit=1000))
    for task in get_tasks(limit=1):
        with task:
            pass
    out["pending_before"] = before
    out["pending_after"] = len(get_tasks(limit=1000))
elif mode == "with_error":
    before = len(get_tasks(limit=1000))
    try:
        for task in get_tasks(limit=1):
            with task:
                raise ValueError("stop")
    except ValueError:
        out["raised"] = True
    out["pending_before"] = before
    out["pending_after"] = len(get_tasks(limit=1000))
elif mode == "complete_twice":
    tasks = get_tasks(limit=1)
    tasks[0].complete()
    try:
        tasks[0].complete()
        out["second_complete"] = "no error"
    except Exception as error:
        out["second_complete"] = type(error).__name__
send_json(out)
`;

export function taskStages(): StageFile[] {
  return [
    {
      id: 'hook_task_send',
      kind: 'hook',
      code: SENDER,
      transitions: [{target: 'hook_task_recv', targetType: 'hook', taskType: 'probe'}],
    },
    {id: 'hook_task_recv', kind: 'hook', code: RECEIVER},
  ];
}

const steps: Array<{id: string; title: string; stage: string; query: string}> = [
  {
    id: 'empty',
    title: 'pending tasks before any was sent',
    stage: 'hook_task_recv',
    query: 'mode=count',
  },
  {id: 'send_25', title: 'send_task 25 times', stage: 'hook_task_send', query: 'n=25'},
  {
    id: 'get_default',
    title: 'get_tasks() with no arguments',
    stage: 'hook_task_recv',
    query: 'mode=get',
  },
  {
    id: 'page_offset_20',
    title: 'get_tasks(limit=10, offset=20)',
    stage: 'hook_task_recv',
    query: 'mode=page&limit=10&offset=20',
  },
  {
    id: 'iter_complete',
    title: 'iter_tasks(), completing each task inside the loop',
    stage: 'hook_task_recv',
    query: 'mode=iter_complete',
  },
  {
    id: 'with_ok',
    title: 'with task: a block that ends normally',
    stage: 'hook_task_recv',
    query: 'mode=with_ok',
  },
  {
    id: 'with_error',
    title: 'with task: a block that raises',
    stage: 'hook_task_recv',
    query: 'mode=with_error',
  },
  {
    id: 'complete_twice',
    title: 'complete() called twice on one task',
    stage: 'hook_task_recv',
    query: 'mode=complete_twice',
  },
  {
    id: 'send_unrouted',
    title: 'send_task with a type no transition accepts',
    stage: 'hook_task_send',
    query: 'n=1&type=nobody',
  },
  {
    id: 'after_unrouted',
    title: 'pending tasks at the receiver after the unrouted send',
    stage: 'hook_task_recv',
    query: 'mode=count',
  },
];

export async function runTasks(runtime: Runtime) {
  const scenarios: Record<string, {title: string; status: number; response: unknown}> = {};
  for (const step of steps) {
    const res = await fetch(`${runtime.baseUrl}/_hooks/${step.stage}?${step.query}`, {
      method: 'POST',
      signal: AbortSignal.timeout(60_000),
    });
    const text = await res.text();
    let response: unknown = text.slice(0, 300);
    try {
      response = JSON.parse(text);
    } catch {
      // keep the text
    }
    scenarios[step.id] = {title: step.title, status: res.status, response};
  }
  return {scenarios};
}
