/**
 * Wrapper: the table of contents (one <div>) hydrates in a task of its own (plugins/preact-client/client/HydrateLater.tsx), so
 * the page's hydration is not one long task.
 */
import type {ReactNode} from 'react';
import Original from '@theme-original/DocItem/TOC/Desktop';
import type OriginalType from '@theme/DocItem/TOC/Desktop';
import type {WrapperProps} from '@docusaurus/types';
import HydrateLater from '@site/plugins/preact-client/client/HydrateLater';

type Props = WrapperProps<typeof OriginalType>;

export default function DocItemTOCDesktopWrapper(props: Props): ReactNode {
  return (
    <HydrateLater>
      <Original {...props} />
    </HydrateLater>
  );
}
