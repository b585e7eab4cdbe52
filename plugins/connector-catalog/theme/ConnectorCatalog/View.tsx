import {useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';

import {
  ALL,
  CLASS,
  countByAuth,
  countByCategory,
  matches,
  noJsFilterCss,
  type Filter,
} from '../../shared/filter';
import {itemFacts} from '../../shared/itemFacts';
import {AUTH_LABELS, type CatalogData} from '../../shared/types';

export interface LinkProps {
  to: string;
  className?: string;
  children: ReactNode;
}

export interface ConnectorCatalogViewProps {
  data: CatalogData;
  /** The site's link component (Docusaurus `Link`, so the build checks every link). */
  LinkComponent: ComponentType<LinkProps>;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

interface RadioGroupProps {
  legend: string;
  name: string;
  inputClass: string;
  options: Array<{value: string; label: string}>;
  selected: string;
  onSelect: (value: string) => void;
}

/** A native radio group: arrow keys move within it, and it works before React hydrates. */
function RadioGroup({legend, name, inputClass, options, selected, onSelect}: RadioGroupProps) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value}>
          <input
            type="radio"
            name={name}
            className={inputClass}
            value={option.value}
            checked={selected === option.value}
            onChange={() => onSelect(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The provider index. The server-rendered HTML is complete: every provider, grouped by category,
 * with counts, and radio filters that CSS applies when JS is off. After hydration React applies
 * the same filters with `hidden` and announces how many providers are shown.
 */
export default function ConnectorCatalogView({data, LinkComponent}: ConnectorCatalogViewProps) {
  const [filter, setFilter] = useState<Filter>({category: ALL, auth: ALL});
  const [enhanced, setEnhanced] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const categoryCounts = countByCategory(data);
  const authCounts = countByAuth(data);
  const total = data.items.length;

  useEffect(() => {
    // Keep a choice made before hydration: read the radios the reader already checked.
    const checked = (cls: string) =>
      form.current?.querySelector<HTMLInputElement>(`.${cls}:checked`)?.value ?? ALL;
    setFilter({
      category: checked(CLASS.categoryInput),
      auth: checked(CLASS.authInput) as Filter['auth'],
    });
    setEnhanced(true);
  }, []);

  const shown = data.items.filter((item) => matches(item, filter)).length;
  const status = enhanced
    ? `Showing ${shown} of ${plural(total, 'connector')}.`
    : `${plural(total, 'connector')} in ${plural(data.categories.length, 'category', 'categories')}.`;

  return (
    <div className={CLASS.root} data-enhanced={enhanced ? 'true' : 'false'}>
      {/* Set as HTML, not as a text child: the build minifies inline CSS, and React would report
          the minified text as a hydration mismatch. The CSS comes from validated catalog values. */}
      <style dangerouslySetInnerHTML={{__html: noJsFilterCss(data)}} />
      <form
        ref={form}
        className="connector-catalog__filters"
        aria-label="Filter connectors"
        onSubmit={(event) => event.preventDefault()}
      >
        <RadioGroup
          legend="Category"
          name="connector-category"
          inputClass={CLASS.categoryInput}
          options={[
            {value: ALL, label: `All (${total})`},
            ...data.categories.map((c) => ({
              value: c.id,
              label: `${c.label} (${categoryCounts.get(c.id) ?? 0})`,
            })),
          ]}
          selected={filter.category}
          onSelect={(category) => setFilter((f) => ({...f, category}))}
        />
        {authCounts.size > 0 && (
          <RadioGroup
            legend="Authentication"
            name="connector-auth"
            inputClass={CLASS.authInput}
            options={[
              {value: ALL, label: `All (${total})`},
              ...[...authCounts].map(([kind, n]) => ({
                value: kind,
                label: `${AUTH_LABELS[kind]} (${n})`,
              })),
            ]}
            selected={filter.auth}
            onSelect={(auth) => setFilter((f) => ({...f, auth: auth as Filter['auth']}))}
          />
        )}
      </form>
      <p className="connector-catalog__status" role="status" aria-live="polite">
        {status}
      </p>
      <p className={CLASS.empty} hidden={!enhanced || shown > 0}>
        No connector matches both filters. Choose “All” in one of them.
      </p>
      {data.categories.map((category) => {
        const items = data.items.filter((item) => item.category === category.id);
        const visible = items.filter((item) => matches(item, filter));
        return (
          <section
            key={category.id}
            className={CLASS.section}
            data-category={category.id}
            aria-labelledby={`providers-${category.id}`}
            hidden={enhanced && visible.length === 0}
          >
            <h2 id={`providers-${category.id}`}>
              {category.label} <span className="connector-catalog__count">({items.length})</span>
            </h2>
            <ul>
              {items.map((item) => (
                <li
                  key={item.slug}
                  className={CLASS.item}
                  data-auth={item.auth.join(' ')}
                  hidden={enhanced && !matches(item, filter)}
                >
                  <LinkComponent to={item.route} className="connector-catalog__name">
                    {item.name}
                  </LinkComponent>
                  {/* Real text between the parts (": ", ". "), not only CSS spacing, so text
                      extracted from the page (search records, reader mode) stays readable. */}
                  <span className="connector-catalog__summary">: {item.summary}</span>{' '}
                  <span className="connector-catalog__meta">
                    {itemFacts(item, data).map((fact, index) => (
                      <span key={fact}>
                        {index > 0 && ' · '}
                        <span className="connector-catalog__badge">{fact}</span>
                      </span>
                    ))}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
