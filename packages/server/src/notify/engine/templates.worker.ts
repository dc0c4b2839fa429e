// Renders templates in a pooled worker thread, so that no template holds the event loop (render-limits.ts): the
// parent ends the worker past its time or memory limit. It answers once when ready, then once per task.
import { parentPort } from 'node:worker_threads';
import { yieldToRequests } from '../../security/limited-workers.js';
import type { RenderAnswer, RenderTask } from './render-limits.js';
import { render, TemplateError, withTranslations } from './templates.js';

function renderTask({ templates, data, translations, maxBytes }: RenderTask): RenderAnswer {
  const scope = withTranslations(data, translations);
  const outputs: string[] = [];
  for (const [at, template] of templates.entries()) {
    try {
      const output = render(template, scope);
      if (Buffer.byteLength(output) > maxBytes) return { tooLarge: at };
      outputs.push(output);
    } catch (error) {
      // A string past V8's longest is output past its cap, however the template built it.
      if (error instanceof TemplateError && error.message === 'Invalid string length')
        return { tooLarge: at };
      return { error: error instanceof Error ? error.message : String(error) };
    }
  }
  return { outputs };
}

yieldToRequests();
parentPort!.on('message', (task: RenderTask) => parentPort!.postMessage(renderTask(task)));
parentPort!.postMessage('ready');
