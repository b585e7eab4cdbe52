/**
 * The security headers of a build live in one file, `build/.security-headers.conf`, written by
 * this plugin in `postBuild`. It is nginx syntax (`add_header Name "value" always;`), so the nginx
 * recipe in deploy/nginx/ includes it as is, and the preview server (scripts/serve) parses it:
 * both send exactly the same headers. It is a dotfile, so neither server ever serves it.
 *
 * Plain JavaScript so that the preview server (Node, no build step) and the plugin share it.
 */

/** File name, relative to the build folder. */
export const HEADERS_FILE = '.security-headers.conf';

const NAME = /^[A-Za-z][A-Za-z0-9-]*$/;
const LINE = /^add_header\s+([A-Za-z][A-Za-z0-9-]*)\s+"([^"\\]*)"\s+always;$/;

/**
 * nginx `add_header` lines for `headers` ([name, value] pairs), preceded by `comment` lines.
 * Values may not contain `"`, `\` or control characters (none of ours do).
 * @param {ReadonlyArray<readonly [string, string]>} headers
 * @param {string[]} comment
 * @returns {string}
 */
export function serializeHeaders(headers, comment = []) {
  const lines = comment.map((line) => `# ${line}`.trimEnd());
  for (const [name, value] of headers) {
    if (!NAME.test(name))
      throw new Error(`security-headers: invalid header name ${JSON.stringify(name)}.`);
    // eslint-disable-next-line no-control-regex
    if (/["\\\u0000-\u001f\u007f]/.test(value)) {
      throw new Error(
        `security-headers: the value of ${name} contains a quote, a backslash or a control character.`,
      );
    }
    lines.push(`add_header ${name} "${value}" always;`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The [name, value] pairs of a headers file. Comments and blank lines are skipped; any other line
 * must be exactly what `serializeHeaders` writes, or this throws with the line number.
 * @param {string} text
 * @param {string} [where] file name for error messages
 * @returns {Array<[string, string]>}
 */
export function parseHeadersFile(text, where = HEADERS_FILE) {
  /** @type {Array<[string, string]>} */
  const headers = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const match = LINE.exec(line);
    if (!match) {
      throw new Error(
        `${where}:${index + 1}: expected 'add_header Name "value" always;', found ${JSON.stringify(line.slice(0, 80))}.`,
      );
    }
    headers.push([match[1], match[2]]);
  });
  return headers;
}
