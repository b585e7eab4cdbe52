import {expect, type Locator, type Page} from '@playwright/test';

/** A page of the built site, seen the way a reader sees it. */
export class DocPage {
  readonly navbar: Locator;
  readonly announcementBar: Locator;
  readonly colorModeToggle: Locator;
  readonly searchButton: Locator;
  readonly breadcrumbs: Locator;
  readonly toc: Locator;
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.navbar = page.locator('nav.navbar');
    this.announcementBar = page.locator('.theme-announcement-bar');
    this.colorModeToggle = page
      .locator('.navbar')
      .getByRole('button', {name: /dark mode|light mode|system mode/i});
    this.searchButton = page.locator('.navbar').getByRole('button', {name: /search/i});
    this.breadcrumbs = page.getByRole('navigation', {name: /breadcrumbs/i});
    this.toc = page.locator('.theme-doc-toc-desktop');
    this.main = page.locator('main');
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
    await this.waitForHydration();
  }

  async waitForHydration(): Promise<void> {
    await expect(this.page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  }

  async theme(): Promise<string | null> {
    return this.page.locator('html').getAttribute('data-theme');
  }

  async toggleColorMode(): Promise<void> {
    await this.colorModeToggle.click();
  }

  announcementCloseButton(): Locator {
    return this.page.getByRole('button', {name: 'Close'});
  }

  navbarLink(name: string): Locator {
    return this.navbar.getByRole('link', {name});
  }

  /** Scrolls with the mouse wheel in separate steps, as a reader does. */
  async scrollInSteps(deltaY: number, steps: number): Promise<void> {
    for (let i = 0; i < steps; i += 1) {
      await this.page.mouse.wheel(0, deltaY);
      await this.page.waitForTimeout(100);
    }
  }

  /** Distance of the navbar's bottom edge from the top of the viewport. */
  async navbarBottom(): Promise<number> {
    const box = await this.navbar.boundingBox();
    return box ? box.y + box.height : 0;
  }
}
