import type {Page, Route} from '@playwright/test';

/** Holds back every JavaScript chunk requested from now on until `release` is called. */
export async function holdChunks(page: Page, mode: 'fail' | 'delay') {
  let failing = mode === 'fail';
  const held: Route[] = [];
  await page.route('**/assets/js/*.js', async (route) => {
    if (failing) {
      await route.abort('internetdisconnected');
    } else if (mode === 'delay') {
      held.push(route);
    } else {
      await route.continue();
    }
  });
  return {
    restoreNetwork() {
      failing = false;
    },
    async release() {
      mode = 'fail';
      failing = false;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}
