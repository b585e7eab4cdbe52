/**
 * Reads what ApiSignature and ApiParams render, by role rather than by markup, so the tests
 * assert words and structure, not class hashes or attribute order.
 */
import * as cheerio from 'cheerio';

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

export interface RenderedSignature {
  name: string | undefined;
  version: string | undefined;
  /** The code block's title (the import line) and its text (the signature). */
  title: string | undefined;
  code: string;
  /** Version notes above the code, as text; '' when there are none. */
  notes: string;
}

export function readSignature(html: string): RenderedSignature {
  const $ = cheerio.load(html);
  const root = $('.api-signature');
  return {
    name: root.attr('data-api-name'),
    version: root.attr('data-api-version'),
    title: root.find('pre').attr('data-title'),
    code: root.find('pre').text(),
    notes: clean(root.find('.api-signature__history').text()),
  };
}

export interface RenderedParam {
  name: string;
  /** "keyword only", "positional only", … or '' for an ordinary parameter. */
  kind: string;
  type: string;
  default: string;
  description: string;
  /** Version notes under the description, as text; '' when there are none. */
  history: string;
}

/** The header cells and one entry per parameter row. */
export function readParams(html: string): {header: string[]; rows: RenderedParam[]} {
  const $ = cheerio.load(html);
  const header = $('table.api-params thead th')
    .get()
    .map((th) => clean($(th).text()));
  const rows = $('table.api-params tbody tr')
    .get()
    .map((tr) => {
      const cells = $(tr).children('td');
      const nameCell = cells.eq(0);
      const description = cells.eq(3).clone();
      description.find('.api-params__history').remove();
      return {
        name: clean(nameCell.find('code').first().text()),
        kind: clean(nameCell.find('.api-params__kind').text()),
        type: clean(cells.eq(1).text()),
        default: clean(cells.eq(2).text()),
        description: clean(description.text()),
        history: clean(cells.eq(3).find('.api-params__history').text()),
      };
    });
  return {header, rows};
}
