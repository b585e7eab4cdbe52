/**
 * Gives the blog's tag list a meta description: the theme's page sets only a title, and every
 * indexed page needs a description (tests/build/meta.test.ts).
 */
import type {ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type BlogTagsListPageType from '@theme/BlogTagsListPage';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof BlogTagsListPageType>;

export default function BlogTagsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <BlogTagsListPage {...props} />
      <PageMetadata description="The topics of the Abstra Docs blog, with the posts under each." />
    </>
  );
}
