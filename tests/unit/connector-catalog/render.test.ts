import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';

import View, {type LinkProps} from '../../../plugins/connector-catalog/theme/ConnectorCatalog/View';
import {noJsFilterCss} from '../../../plugins/connector-catalog/shared/filter';
import type {CatalogData} from '../../../plugins/connector-catalog/shared/types';

const data: CatalogData = {
  categories: [
    {id: 'payments', label: 'Payment providers'},
    {id: 'abstra', label: 'Abstra platform'},
  ],
  items: [
    {
      slug: 'stripe',
      name: 'Stripe',
      summary: 'Payments.',
      category: 'payments',
      auth: ['console'],
      access: 'rest',
      actionCount: 0,
      route: '/tools/connectors/providers/stripe',
    },
    {
      slug: 'paypal',
      name: 'PayPal',
      summary: 'Invoices.',
      category: 'payments',
      auth: ['console'],
      access: 'rest',
      actionCount: 0,
      route: '/tools/connectors/providers/paypal',
    },
    {
      slug: 'abstra-manager',
      name: 'Abstra Manager API',
      summary: 'Your organization.',
      category: 'abstra',
      auth: ['tokens'],
      access: 'actions',
      actionCount: 8,
      route: '/tools/connectors/providers/abstra-manager',
    },
  ],
};

// A stand-in for Docusaurus's Link, which needs the site context (the file is .ts, so no JSX).
function TestLink({to, className, children}: LinkProps) {
  return createElement('a', {href: `/docs${to}`, className}, children);
}

const html = renderToStaticMarkup(createElement(View, {data, LinkComponent: TestLink}));
const $ = load(html);

describe('ConnectorCatalog static HTML (what a reader without JS gets)', () => {
  it('lists every provider, grouped by category, with links', () => {
    expect($('.connector-catalog__item')).toHaveLength(3);
    expect($('section[data-category="payments"] li')).toHaveLength(2);
    expect($('a[href="/docs/tools/connectors/providers/abstra-manager"]').text()).toBe(
      'Abstra Manager API',
    );
    // Nothing is hidden before JS runs.
    expect(
      $('[hidden]')
        .map((_, el) => $(el).attr('class'))
        .get(),
    ).toEqual(['connector-catalog__empty']);
  });

  it('shows counts: in total, per category and per auth kind', () => {
    expect($('[role="status"]').text()).toBe('3 connectors in 2 categories.');
    expect($('#providers-payments').text()).toBe('Payment providers (2)');
    const labels = $('label')
      .map((_, el) => $(el).text())
      .get();
    expect(labels).toEqual([
      'All (3)',
      'Payment providers (2)',
      'Abstra platform (1)',
      'All (3)',
      'Token (1)',
    ]);
    expect($('li').last().text()).toContain('8 listed actions');
  });

  it('keeps "set up in the console" out of the filters, and readable text in each row', () => {
    expect($('input[name="connector-auth"][value="console"]')).toHaveLength(0);
    // Separators are text, so a row extracted as plain text (search records) stays readable.
    expect($('li').first().text()).toBe(
      'Stripe: Payments. Authentication: set up in the console · Access: Any endpoint with the custom action',
    );
  });

  it('uses native radio groups with legends, so the filters work from the keyboard', () => {
    expect(
      $('fieldset legend')
        .map((_, el) => $(el).text())
        .get(),
    ).toEqual(['Category', 'Authentication']);
    expect($('input[type="radio"][name="connector-category"]')).toHaveLength(3);
    expect($('input[type="radio"][name="connector-auth"]')).toHaveLength(2);
    expect($('input[name="connector-category"][checked]').attr('value')).toBe('all');
    expect($('[data-enhanced]').attr('data-enhanced')).toBe('false');
  });

  it('ships the no-JS filter rules in the page itself', () => {
    expect($('style').html()).toBe(noJsFilterCss(data));
  });

  it('marks each item with its auth kinds for the CSS filters', () => {
    expect($('li[data-auth="tokens"]').text()).toContain('Abstra Manager API');
  });
});

describe('noJsFilterCss', () => {
  const css = noJsFilterCss(data);

  it('hides other categories when a category radio is checked', () => {
    expect(css).toContain(
      ".connector-catalog[data-enhanced='false']:has(.connector-catalog__category-input[value='abstra']:checked) .connector-catalog__section:not([data-category='abstra']){display:none}",
    );
  });

  it('hides items and emptied sections for an auth kind', () => {
    expect(css).toContain(
      ":has(.connector-catalog__auth-input[value='tokens']:checked) .connector-catalog__item:not([data-auth~='tokens']){display:none}",
    );
    expect(css).toContain(
      ".connector-catalog__section:not(:has(.connector-catalog__item[data-auth~='tokens'])){display:none}",
    );
  });

  it('shows the empty message only for combinations with no provider', () => {
    expect(css).toContain(
      ":has(.connector-catalog__category-input[value='payments']:checked):has(.connector-catalog__auth-input[value='tokens']:checked) .connector-catalog__empty{display:block}",
    );
    expect(css).not.toContain(
      "[value='abstra']:checked):has(.connector-catalog__auth-input[value='tokens']:checked) .connector-catalog__empty",
    );
  });
});
