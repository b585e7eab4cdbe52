import type {PluginOptions} from '../options';

/**
 * The Content-Security-Policy of the site. Scripts: same-origin files plus the hashes of the
 * inline scripts found in the build, never 'unsafe-inline'. Styles keep 'unsafe-inline' because
 * React and Docusaurus set `style` attributes.
 */
export function contentSecurityPolicy(
  scriptHashes: readonly string[],
  sources: Pick<PluginOptions, 'scriptSrc' | 'connectSrc' | 'imgSrc'>,
): string {
  const directives: Array<[string, readonly string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes, ...sources.scriptSrc]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...sources.imgSrc]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...sources.connectSrc]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['media-src', ["'self'"]],
    ['frame-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'self'"]],
  ];
  return directives.map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`).join('; ');
}

/**
 * Browser features the docs never use, switched off for the page and every frame in it. Only
 * names Chromium knows: an unknown name makes it log an error on every page.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** Every security header, in the order both servers send them. */
export function securityHeaders(
  scriptHashes: readonly string[],
  sources: Pick<PluginOptions, 'scriptSrc' | 'connectSrc' | 'imgSrc'>,
): Array<[string, string]> {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(scriptHashes, sources)],
    ['X-Frame-Options', 'SAMEORIGIN'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
  ];
}
