import {type Locator, type Page} from '@playwright/test';

/** The DocSearch modal. */
export class SearchModal {
  readonly dialog: Locator;
  readonly input: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.locator('.DocSearch-Modal');
    this.input = page.locator('.DocSearch-Input');
  }

  async typeQuery(query: string): Promise<void> {
    await this.input.fill(query);
  }

  async close(): Promise<void> {
    await this.page.keyboard.press('Escape');
  }
}
