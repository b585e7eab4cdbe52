/**
 * Facts about the site that several places need: the navbar, the footer,
 * the README and the tests all read them from here.
 */
import {BASE_PATH} from '../../plugins/shared/basePath.mjs';

export const siteTitle = 'Abstra Docs';

export const siteTagline =
  'Build forms, hooks, jobs and tasks in Python, and automate the work around them.';

/** Where the site is published; `SITE_URL` overrides it for other hosts. */
export const defaultSiteUrl = 'https://abstra.io';

export const baseUrl = BASE_PATH;

/** External destinations shown in the navbar and the footer. */
export const externalLinks = {
  repository: {
    label: 'GitHub',
    href: 'https://github.com/abstra-app/abstra-lib',
    ariaLabel: 'Source code of the abstra package on GitHub',
  },
  community: {
    label: 'Community',
    href: 'https://github.com/abstra-app/abstra-lib/discussions',
    ariaLabel: 'Community discussions about Abstra',
  },
  console: {
    label: 'Console',
    href: 'https://cloud.abstra.io',
    ariaLabel: 'Abstra Cloud console',
  },
} as const;

export type ExternalLinkKey = keyof typeof externalLinks;

/**
 * The announcement bar. Change `id` whenever `content` changes: readers who
 * closed the previous announcement then see the new one.
 */
export const announcement = {
  id: 'abstra-3-32-docs',
  content:
    'These docs cover <code>abstra</code> 3.32. Search works offline: press <kbd>/</kbd> to try it.',
  backgroundColor: '#1f2a44',
  textColor: '#ffffff',
  isCloseable: true,
} as const;
