import React, {useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Loadable from 'react-loadable';
import Layout from '@theme/Layout';
import Loading from '@theme/Loading';

const LazyDetails = Loadable({
  loader: () => import('./_LazyDetails'),
  loading: Loading,
});

/**
 * Loads one component from its own chunk on demand, through the theme's
 * `Loading` component: the end-to-end tests block that chunk to prove the
 * spinner, the chunk-failure box with "Retry", and the recovery.
 * Left out of the sitemap, the search index and robots.
 */
export default function LazyChunkTestPage(): ReactNode {
  const [shown, setShown] = useState(false);
  return (
    <Layout title="Lazy chunk test" description="Test page for chunk loading states." noFooter>
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <main className="container margin-vert--lg">
        <h1>Lazy chunk test</h1>
        <button type="button" className="button button--primary" onClick={() => setShown(true)}>
          Show details
        </button>
        {shown && <LazyDetails />}
      </main>
    </Layout>
  );
}
