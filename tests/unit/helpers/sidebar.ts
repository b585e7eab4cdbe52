/** Sidebar items of the docs plugin's own types, for tests of the sidebar walk. */
import type {SidebarItem} from '../../../plugins/shared/sidebarWalk';

export const sidebarDoc = (id: string): SidebarItem => ({type: 'doc', id});

export const sidebarLink = (label: string, href: string): SidebarItem => ({
  type: 'link',
  label,
  href,
});

export const sidebarCategory = (
  label: string,
  items: SidebarItem[],
  linkedDoc?: string,
): SidebarItem => ({
  type: 'category',
  label,
  items,
  collapsed: false,
  collapsible: true,
  ...(linkedDoc ? {link: {type: 'doc', id: linkedDoc}} : {}),
});

/** A sidebar with a top-level doc, nested categories, a category's own doc, a link and a doc listed twice. */
export const sampleSidebars = {
  tutorialSidebar: [
    sidebarDoc('index'),
    sidebarCategory(
      'Workflow',
      [sidebarDoc('workflow/jobs'), sidebarCategory('Forms', [sidebarDoc('workflow/forms/index')])],
      'workflow/index',
    ),
    sidebarLink('External', 'https://example.com'),
    sidebarCategory('Tools', [sidebarDoc('tools/x'), sidebarDoc('index')]),
  ],
};
