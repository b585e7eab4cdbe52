/**
 * Wrapper: the navbar (one <nav>) hydrates in a task of its own (plugins/preact-client/client/HydrateLater.tsx), so
 * the page's hydration is not one long task.
 */
import type {ReactNode} from 'react';
import Original from '@theme-original/Navbar';
import type OriginalType from '@theme/Navbar';
import type {WrapperProps} from '@docusaurus/types';
import HydrateLater from '@site/plugins/preact-client/client/HydrateLater';

type Props = WrapperProps<typeof OriginalType>;

export default function NavbarWrapper(props: Props): ReactNode {
  return (
    <HydrateLater>
      <Original {...props} />
    </HydrateLater>
  );
}
