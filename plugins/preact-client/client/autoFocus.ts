/**
 * `autoFocus` as React does it. React focuses an element rendered with `autoFocus` when the
 * element mounts, hydration included (the search page's input relies on it). Preact only writes
 * the `autofocus` attribute, which browsers honour while parsing the HTML and never after.
 *
 * Each host element rendered with `autoFocus` gets a ref that focuses it the first time it is
 * attached; its own ref, if any, still receives the element.
 */
import {options, type Ref, type VNode} from 'preact';

const focused = new WeakSet<Element>();

function focusOnMount(element: Element | null): void {
  if (!element || focused.has(element)) return;
  focused.add(element);
  (element as HTMLElement).focus();
}

type AnyRef = Ref<Element | null>;
/** One wrapper per ref, so the ref's identity stays the same from one render to the next. */
const wrappers = new WeakMap<object, (element: Element | null) => void>();

function withFocus(ref: AnyRef | null | undefined): (element: Element | null) => void {
  if (!ref) return focusOnMount;
  let wrapper = wrappers.get(ref);
  if (!wrapper) {
    wrapper = (element) => {
      focusOnMount(element);
      if (typeof ref === 'function') ref(element);
      else ref.current = element;
    };
    wrappers.set(ref, wrapper);
  }
  return wrapper;
}

const previous = options.vnode;
options.vnode = (vnode: VNode<{autoFocus?: boolean}>) => {
  if (typeof vnode.type === 'string' && vnode.props.autoFocus) vnode.ref = withFocus(vnode.ref);
  previous?.(vnode);
};
