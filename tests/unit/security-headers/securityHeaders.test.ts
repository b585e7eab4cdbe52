import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {normalizePluginOptions} from '@docusaurus/utils-validation';

import {collectScriptHashes} from '../../../plugins/security-headers/server/collectScriptHashes';
import {cspHash, inlineScripts} from '../../../plugins/security-headers/server/inlineScripts';
import {
  contentSecurityPolicy,
  securityHeaders,
} from '../../../plugins/security-headers/server/policy';
import {
  DEFAULT_OPTIONS,
  OptionsSchema,
  type Options,
  algoliaCspSources,
  mergeCspSources,
} from '../../../plugins/security-headers/options';
import {searchPluginOptions} from '../../../src/config/search';
import {trackerCspSources, trackerOptionsFromEnv} from '../../../plugins/tracker/options';
import {
  parseHeadersFile,
  serializeHeaders,
} from '../../../plugins/security-headers/shared/headersFile.mjs';

describe('inlineScripts', () => {
  it('finds the scripts a browser runs, and only those', () => {
    const html = [
      '<script>a()</script>',
      '<script type="module">b()</script>',
      '<script type="text/javascript" data-x="1 > 0">c()</script >',
      "<script type='TEXT/JAVASCRIPT'>d()</script/>",
      '<script src="/x.js"></script>',
      '<script src=/y.js defer>ignored()</script>',
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
      '<script type="text/template"><b>no</b></script>',
      '<SCRIPT>e()</SCRIPT>',
      '<scripts>not a script</scripts>',
    ].join('\n');
    expect(inlineScripts(html)).toEqual(['a()', 'b()', 'c()', 'd()', 'e()']);
  });

  it('hashes the exact UTF-8 bytes, as CSP does', () => {
    expect(cspHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(cspHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
    expect(cspHash('é')).not.toBe(cspHash('e'));
  });
});

describe('collectScriptHashes', () => {
  it('reads every page, keeps distinct hashes, skips dot-folders', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'csp-'));
    for (const [file, body] of Object.entries({
      'index.html': '<script>a()</script><script>b()</script>',
      'x/index.html': '<script>a()</script>',
      'y.html': '<p>no script</p>',
      '.cache/z.html': '<script>secret()</script>',
      'data.json': '<script>notHtml()</script>',
    })) {
      mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
      writeFileSync(path.join(dir, file), body);
    }
    const {hashes, pages} = await collectScriptHashes(dir);
    expect(pages).toBe(3);
    expect(hashes).toEqual([cspHash('a()'), cspHash('b()')].sort());
  });
});

describe('the policy', () => {
  const none = {scriptSrc: [], connectSrc: [], imgSrc: []};

  it('allows scripts by hash only, never unsafe-inline or unsafe-eval', () => {
    const policy = contentSecurityPolicy(["'sha256-abc='"], none);
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toBe("script-src 'self' 'sha256-abc='");
    expect(policy).not.toMatch(/unsafe-eval/);
    for (const directive of [
      "default-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "connect-src 'self'",
      "worker-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'self'",
    ]) {
      expect(policy.split('; ')).toContain(directive);
    }
  });

  it('adds the configured origins to their directives', () => {
    const policy = contentSecurityPolicy([], {
      scriptSrc: ['https://s.example'],
      connectSrc: ['https://c.example', 'https://c.example'],
      imgSrc: ['https://i.example'],
    });
    expect(policy).toContain("script-src 'self' https://s.example;");
    expect(policy).toContain("connect-src 'self' https://c.example;");
    expect(policy).toContain("img-src 'self' data: https://i.example;");
  });

  it('sends the frame, referrer, permissions and nosniff headers', () => {
    const headers = new Map(securityHeaders([], none));
    expect(headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('Permissions-Policy')).toMatch(
      /camera=\(\).*geolocation=\(\).*microphone=\(\)/,
    );
  });
});

describe('the headers file', () => {
  it('round-trips between the plugin and the servers', () => {
    const headers: Array<[string, string]> = [
      ['Content-Security-Policy', "default-src 'self'"],
      ['X-Frame-Options', 'SAMEORIGIN'],
    ];
    const text = serializeHeaders(headers, ['a comment']);
    expect(text).toBe(
      '# a comment\nadd_header Content-Security-Policy "default-src \'self\'" always;\nadd_header X-Frame-Options "SAMEORIGIN" always;\n',
    );
    expect(parseHeadersFile(text)).toEqual(headers);
  });

  it('refuses what nginx would misread, and names the line of a bad file', () => {
    expect(() => serializeHeaders([['X', 'a"b']])).toThrow(/quote/);
    expect(() => serializeHeaders([['X', 'a\nb']])).toThrow(/control/);
    expect(() => serializeHeaders([['Bad Name', 'x']])).toThrow(/invalid header name/);
    expect(() => parseHeadersFile('# ok\nadd_header X "y";\n', 'h.conf')).toThrow(/^h\.conf:2: /);
  });
});

describe('options', () => {
  const validate = (options: Options) => normalizePluginOptions(OptionsSchema, options);

  it('defaults to no extra origin', () => {
    expect(validate({})).toEqual({...DEFAULT_OPTIONS, id: 'default'});
  });

  it('rejects anything but scheme://host[:port]', () => {
    expect(() => validate({connectSrc: ['https://x.example/path']})).toThrow(/not a CSP origin/);
    expect(() => validate({connectSrc: ["'unsafe-inline'"]})).toThrow(/not a CSP origin/);
    expect(validate({connectSrc: ['https://*.example.com', 'http://localhost:8080']})).toBeTruthy();
  });

  // The wiring of docusaurus.config.ts: the plugin gets origins, never the environment.
  const fromEnv = (env: Record<string, string>) => {
    const search = searchPluginOptions(env);
    return mergeCspSources(
      search.mode === 'hosted' ? algoliaCspSources(search) : {},
      trackerCspSources(trackerOptionsFromEnv(env)),
    );
  };

  it('adds nothing for an embedded-search build with no tracker', () => {
    expect(fromEnv({})).toEqual({scriptSrc: [], connectSrc: [], imgSrc: []});
  });

  it('allows the Algolia hosts of the app in hosted mode, with Insights', () => {
    const {connectSrc} = fromEnv({
      ALGOLIA_APP_ID: 'ABC123',
      ALGOLIA_SEARCH_API_KEY: 'key',
      ALGOLIA_INDEX_NAME: 'docs',
    });
    expect(connectSrc).toEqual([
      'https://abc123-dsn.algolia.net',
      'https://abc123-1.algolianet.com',
      'https://abc123-2.algolianet.com',
      'https://abc123-3.algolianet.com',
      'https://insights.algolia.io',
      'https://insights.us.algolia.io',
      'https://insights.de.algolia.io',
    ]);
    for (const source of connectSrc!) expect(() => validate({connectSrc: [source]})).not.toThrow();
    expect(algoliaCspSources({appId: 'ABC123', insights: false}).connectSrc).toHaveLength(4);
    expect(() => algoliaCspSources({appId: 'evil.com/x'})).toThrow(/letters and digits/);
  });

  it('does not read the site: no import of src/ in the plugin', () => {
    for (const file of ['options.ts', 'index.ts', 'outputWriters.ts']) {
      const source = readFileSync(
        path.join(__dirname, '../../../plugins/security-headers', file),
        'utf8',
      );
      expect(source, file).not.toMatch(/from '(\.\.\/)+src\//);
      expect(source, file).not.toMatch(/from '\.\.\/tracker|from '\.\.\/search/);
    }
  });

  it('allows each tracker sink that is set', () => {
    const options = fromEnv({
      TRACKER_ENDPOINT: 'http://localhost:38199/collect',
      PLAUSIBLE_DOMAIN: 'abstra.io',
      GA4_MEASUREMENT_ID: 'G-ABC123',
    });
    expect(options.connectSrc).toEqual([
      'http://localhost:38199',
      'https://plausible.io',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ]);
    expect(options.scriptSrc).toEqual(['https://*.googletagmanager.com']);
    expect(options.imgSrc).toEqual([
      'https://*.google-analytics.com',
      'https://*.googletagmanager.com',
    ]);
    expect(() => validate(options)).not.toThrow();
  });
});
