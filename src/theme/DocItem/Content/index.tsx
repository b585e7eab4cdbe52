/**
 * Wrapper: the stock doc content, preceded by the "Copy page" menu, with a
 * `<link rel="alternate" type="text/markdown">` to the page's Markdown twin.
 */
import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

import CopyPage from '@site/src/components/CopyPage';
import {markdownUrl} from '@site/plugins/markdown-export/shared/markdownUrl';
import {
  isExported,
  type MarkdownExportGlobalData,
} from '@site/plugins/markdown-export/shared/exported';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const data = usePluginData('abstra-markdown-export') as MarkdownExportGlobalData | undefined;
  const exported =
    data !== undefined &&
    isExported({permalink: metadata.permalink, unlisted: metadata.unlisted, frontMatter}, (route) =>
      data.ignoredRouteRegExps.some((source) => new RegExp(source).test(route)),
    );
  if (!exported) return <Content {...props} />;
  const twin = markdownUrl(metadata.permalink, siteConfig.baseUrl);
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={twin} />
      </Head>
      <CopyPage
        markdownUrl={twin}
        absoluteMarkdownUrl={`${siteConfig.url.replace(/\/+$/, '')}${twin}`}
      />
      <Content {...props} />
    </>
  );
}
