import React, {useEffect, type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';

const initiallyDismissedAttribute = 'data-announcement-bar-initially-dismissed';

/**
 * Before hydration, an inline script hides the bar when the previous
 * announcement was dismissed, without looking at the id. When the id has
 * changed, the theme shows the bar again in React but the CSS rule keyed on
 * that attribute still hides it until the next page load. Clearing the
 * attribute once the bar is active makes a new announcement appear at once.
 */
export default function AnnouncementBarWrapper(): ReactNode {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) {
      document.documentElement.setAttribute(initiallyDismissedAttribute, 'false');
    }
  }, [isActive]);
  return <AnnouncementBar />;
}
