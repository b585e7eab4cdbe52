import {useEffect} from 'react';

import {SEARCH_LIMITS} from '../../shared/constants';

/** DocSearch 4.7 hard-codes `maxLength=512` on its input; queries are cut at 64. */
export function useModalInputMaxLength(): void {
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (target instanceof HTMLInputElement && target.classList.contains('DocSearch-Input')) {
        target.maxLength = SEARCH_LIMITS.maxQueryLength;
      }
    };
    document.addEventListener('focusin', onFocusIn, true);
    return () => document.removeEventListener('focusin', onFocusIn, true);
  }, []);
}
