// Content negotiation for the preview server, per RFC 9110 §12.5.

/**
 * The elements of an Accept-like header: `{value, params, q}`, lower-cased, whitespace allowed
 * around `;` and `=` (RFC 9110 OWS). An element with an invalid weight is dropped.
 * @param {string | undefined} header
 */
export function parseWeightedList(header) {
  /** @type {Array<{value: string, q: number}>} */
  const items = [];
  if (!header) return items;
  for (const part of header.split(',')) {
    const [value = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (value === '') continue;
    let q = 1;
    let valid = true;
    for (const param of params) {
      const eq = param.indexOf('=');
      if (eq === -1) continue;
      if (param.slice(0, eq).trim() !== 'q') continue;
      const weight = param.slice(eq + 1).trim();
      // qvalue = ( "0" [ "." 0*3DIGIT ] ) / ( "1" [ "." 0*3("0") ] )
      if (!/^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(weight)) valid = false;
      else q = Number(weight);
    }
    if (valid) items.push({value, q});
  }
  return items;
}

/**
 * The weight an Accept header gives to `type` (`text/html`): the weight of the most specific
 * range that matches it (`text/html` over `text/*` over `*\/*`), 0 when none does.
 * @param {Array<{value: string, q: number}>} ranges
 * @param {string} type
 */
function mediaWeight(ranges, type) {
  const [major] = type.split('/');
  for (const candidate of [type, `${major}/*`, '*/*']) {
    const match = ranges.find((range) => range.value === candidate);
    if (match) return match.q;
  }
  return 0;
}

/**
 * True when the Accept header gives text/markdown a higher weight than text/html. A tie goes to
 * HTML, the default representation; no header means HTML. The nginx recipe's maps implement the
 * same rule (deploy/nginx/abstra-docs.conf); tests/e2e/nginx.spec.ts checks they agree.
 * @param {string | undefined} accept
 */
export function prefersMarkdown(accept) {
  const ranges = parseWeightedList(accept);
  if (ranges.length === 0) return false;
  const markdown = mediaWeight(ranges, 'text/markdown');
  return markdown > 0 && markdown > mediaWeight(ranges, 'text/html');
}

/**
 * The content coding to send for an Accept-Encoding header: `br`, `gzip` or null (identity).
 * Brotli wins a tie; `*` covers any coding not named; q=0 refuses.
 * @param {string | undefined} acceptEncoding
 * @returns {'br' | 'gzip' | null}
 */
export function chooseEncoding(acceptEncoding) {
  const codings = parseWeightedList(acceptEncoding);
  const weight = (/** @type {string} */ name) =>
    codings.find((coding) => coding.value === name)?.q ??
    codings.find((coding) => coding.value === '*')?.q ??
    0;
  const br = weight('br');
  const gzip = Math.max(
    weight('gzip'),
    codings.find((coding) => coding.value === 'x-gzip')?.q ?? 0,
  );
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return null;
}
