import React, {type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import ThemedImage from '@theme/ThemedImage';
import styles from './styles.module.css';

type Props = {
  /** File name stem under static/img/widgets, e.g. "text-input". */
  slug: string;
  /** What the illustration shows, for screen readers. */
  alt: string;
};

/** A light/dark pair of hand-drawn widget mock-ups from static/img/widgets. */
export default function WidgetPreview({slug, alt}: Props): ReactNode {
  const light = useBaseUrl(`/img/widgets/${slug}-light.svg`);
  const dark = useBaseUrl(`/img/widgets/${slug}-dark.svg`);
  return (
    <figure className={styles.preview}>
      <ThemedImage alt={alt} sources={{light, dark}} width={480} />
      <figcaption className={styles.caption}>
        Illustration drawn for these docs, not a screenshot.
      </figcaption>
    </figure>
  );
}
