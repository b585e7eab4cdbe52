/**
 * What the harness reads from the rendered form: for each widget on the page, a list of short
 * "facts" (an element with its meaningful classes, attributes and own text) and its rendered size.
 * Two renders of a widget are compared as multisets of facts, so a parameter's effect shows as the
 * facts it adds or removes, e.g. `+ input.input[maxlength=4]`.
 */
import type {Page} from 'playwright-core';

export interface WidgetFacts {
  facts: string[];
  /** Rendered width × height of the widget box, and of its main element (input, iframe, table…). */
  box: string;
  main: string;
}

export interface PageFacts {
  widgets: WidgetFacts[];
  /** Width of the form column: full_width widens it. */
  formWidth: number;
}

/** Runs in the browser. Kept free of closures: Playwright serialises it. */
function readFacts(): PageFacts {
  const ATTRS = [
    'type',
    'maxlength',
    'minlength',
    'placeholder',
    'disabled',
    'readonly',
    'inputmode',
    'pattern',
    'width',
    'height',
    'src',
    'href',
    'target',
    'accept',
    'multiple',
    'min',
    'max',
    'step',
    'aria-checked',
    'aria-disabled',
    'aria-valuemin',
    'aria-valuemax',
    'aria-valuenow',
    'download',
    'contenteditable',
    'role',
  ];
  const size = (el: Element | null) => {
    if (!el) return '-';
    const r = el.getBoundingClientRect();
    return `${Math.round(r.width)}x${Math.round(r.height)}`;
  };
  const describe = (el: Element): string => {
    const classes = Array.from(el.classList)
      .filter((c) => !/^(css-|data-v-)/.test(c) && !/\d{2,}/.test(c))
      .sort();
    let out = el.tagName.toLowerCase() + (classes.length ? `.${classes.join('.')}` : '');
    for (const name of ATTRS) {
      // A canvas's width and height are its drawing buffer, sized to the layout of the moment
      // (the code editor's rulers): not a display setting.
      if (el.tagName === 'CANVAS' && (name === 'width' || name === 'height')) continue;
      const value = el.getAttribute(name);
      // Stored files get a fresh id each run: keep the path, not the id.
      const stable = value?.replace(
        /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g,
        '<id>',
      );
      if (stable != null) out += `[${name}=${stable.slice(0, 80)}]`;
    }
    if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) {
      if (el.value) out += `[value=${el.value.slice(0, 80)}]`;
    }
    const own = Array.from(el.childNodes)
      .filter((n) => n.nodeType === Node.TEXT_NODE)
      .map((n) => (n.textContent ?? '').trim())
      .filter(Boolean)
      .join(' ');
    if (own) out += ` "${own.slice(0, 120)}"`;
    return out;
  };
  const wrapper = document.querySelector('.form-wrapper');
  const roots = wrapper
    ? Array.from(wrapper.children).filter((el) => el.classList.contains('widget'))
    : [];
  const widgets = roots.map((root) => {
    const facts = Array.from(root.querySelectorAll('*'))
      .filter((el) => !['style', 'script'].includes(el.tagName.toLowerCase()))
      // An icon counts once, as its <svg> element; its shapes are not facts.
      .filter((el) => el.tagName.toLowerCase() === 'svg' || !el.closest('svg'))
      .map(describe);
    // The widget's main element; helpers drawn off to the side (a code editor's 14 px input
    // area, whose height follows layout timing) do not count.
    const main =
      Array.from(
        root.querySelectorAll('iframe, textarea, input, img, table, canvas, video, a'),
      ).find((el) => el.getBoundingClientRect().width >= 20) ?? null;
    return {facts, box: size(root), main: size(main)};
  });
  return {
    widgets,
    formWidth: Math.round(document.querySelector('.form')?.getBoundingClientRect().width ?? 0),
  };
}

export function collectFacts(page: Page): Promise<PageFacts> {
  return page.evaluate(readFacts);
}

/** The facts in `after` and not in `before` (+), and the reverse (-), as multisets. */
export function diffFacts(before: string[], after: string[]): string[] {
  const count = new Map<string, number>();
  for (const f of before) count.set(f, (count.get(f) ?? 0) + 1);
  const added: string[] = [];
  for (const f of after) {
    const n = count.get(f) ?? 0;
    if (n > 0) count.set(f, n - 1);
    else added.push(`+ ${f}`);
  }
  const removed: string[] = [];
  for (const [f, n] of count) for (let i = 0; i < n; i++) removed.push(`- ${f}`);
  return [...removed.sort(), ...added.sort()];
}
