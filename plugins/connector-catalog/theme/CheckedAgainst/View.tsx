import {checkedSentence} from '../../shared/checked';
import type {CheckedNotes} from '../../shared/types';

export interface CheckedAgainstViewProps {
  checked: CheckedNotes;
  provider: string;
}

/** `developers.hubspot.com/docs/api/private-apps` for a link's text: no scheme, no query. */
export function shortUrl(url: string): string {
  const {hostname, pathname} = new URL(url);
  return `${hostname}${pathname.replace(/\/+$/, '')}`;
}

/**
 * When a provider page's third-party facts (endpoints, versions, console paths) were last checked,
 * and against which pages of the provider's documentation. The build fails when the page states
 * one that the catalog does not cover, so the date holds for everything the page says about them.
 */
export default function CheckedAgainstView({checked, provider}: CheckedAgainstViewProps) {
  const note = checked[provider];
  if (!note) throw new Error(`CheckedAgainst: "${provider}" has no facts in catalog.yml`);
  return (
    <p className="connector-checked">
      {checkedSentence(note)} Sources:{' '}
      {note.sources.map((url, index) => (
        <span key={url}>
          {index > 0 && ', '}
          <a href={url}>{shortUrl(url)}</a>
        </span>
      ))}
      .
    </p>
  );
}
