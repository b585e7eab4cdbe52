/**
 * Wraps the not-found content with its title. Under /docs/ an unknown path is answered by the docs
 * plugin's layout route, which renders this content without the theme's NotFound page, so the
 * 404 page was titled with the bare site title and had no description. The title is the theme's
 * own translated string.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const title = translate({id: 'theme.NotFound.title', message: 'Page Not Found'});
  const description = 'There is no Abstra documentation page at this address.';
  return (
    <>
      <PageMetadata title={title} description={description} />
      <Content {...props} />
    </>
  );
}
