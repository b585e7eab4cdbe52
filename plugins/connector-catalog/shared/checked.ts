/**
 * The sentence a provider page shows about its third-party facts, in one place for the HTML
 * component and the Markdown twin.
 */
import type {CheckedNote} from './types';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** `2026-11-26` -> `November 26, 2026` (no time zone involved: the date is a calendar date). */
export function formatCheckedDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new Error(`connector-catalog: "${isoDate}" is not a YYYY-MM-DD date`);
  const [, year, month, day] = match;
  return `${MONTHS[Number(month) - 1]} ${Number(day)}, ${year}`;
}

/** "Checked against HubSpot's documentation on November 26, 2026." */
export function checkedSentence(note: CheckedNote): string {
  return `Checked against ${note.vendor}'s documentation on ${formatCheckedDate(note.date)}.`;
}
