import type {ClientModule} from '@docusaurus/types';

/**
 * Wide tables scroll sideways inside the page (the theme renders them with
 * `overflow: auto`). A region that scrolls must be reachable with the
 * keyboard (WCAG 2.1.1), so each table that overflows gets `tabindex="0"`;
 * tables that fit stay out of the tab order.
 */
function markScrollableTables(): void {
  document.querySelectorAll<HTMLTableElement>('article table').forEach((table) => {
    const scrollable = table.scrollWidth > table.clientWidth + 1;
    if (scrollable) {
      table.tabIndex = 0;
    } else if (table.getAttribute('tabindex') === '0') {
      table.removeAttribute('tabindex');
    }
  });
}

let resizeTimer: number | undefined;

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    markScrollableTables();
    if (resizeTimer === undefined) {
      window.addEventListener('resize', () => {
        window.clearTimeout(resizeTimer);
        resizeTimer = window.setTimeout(markScrollableTables, 150);
      });
      resizeTimer = 0;
    }
  },
};

export default clientModule;
