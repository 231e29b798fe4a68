import type {
  TabListProps as AriaTabListProps,
  TabPanelProps as AriaTabPanelProps,
  TabProps as AriaTabProps,
  TabsProps as AriaTabsProps,
} from 'react-aria-components';
import { StyledTab, StyledTabList, StyledTabPanel, StyledTabs } from './Tabs.styles';

/** Props of {@link Tabs}: react-aria's (selectedKey / defaultSelectedKey / onSelectionChange, keyboardActivation). */
export interface TabsProps extends Omit<AriaTabsProps, 'className' | 'style' | 'orientation'> {
  /** For layout only. */
  className?: string;
}

/**
 * Horizontal tabs (react-aria `Tabs`): a `TabList` of `Tab`s and one `TabPanel` per tab, matched by
 * `id`. Arrow keys move between tabs (mirrored in RTL), Home and End jump, Tab moves into the panel.
 * Selection follows focus unless `keyboardActivation="manual"`.
 */
export function Tabs(props: TabsProps) {
  return <StyledTabs {...props} orientation="horizontal" />;
}

/** Props of {@link TabList}. Name it with `aria-label` (e.g. 'Ticket sections'). */
export interface TabListProps<T extends object> extends Omit<AriaTabListProps<T>, 'className' | 'style'> {
  className?: string;
}

/** The row of tabs (role `tablist`). */
export function TabList<T extends object>(props: TabListProps<T>) {
  // styled() drops the item type parameter; the props are react-aria's own.
  return <StyledTabList {...(props as AriaTabListProps<unknown>)} />;
}

/** Props of {@link Tab}: `id` matches its `TabPanel`; `href` makes it a link (route tabs). */
export interface TabProps extends Omit<AriaTabProps, 'className' | 'style'> {
  className?: string;
}

/** One tab (role `tab`). */
export function Tab(props: TabProps) {
  return <StyledTab {...props} />;
}

/** Props of {@link TabPanel}: `id` matches its `Tab`. */
export interface TabPanelProps extends Omit<AriaTabPanelProps, 'className' | 'style'> {
  className?: string;
}

/** The content of one tab (role `tabpanel`, named by its tab, focusable when it has no focusable content). */
export function TabPanel(props: TabPanelProps) {
  return <StyledTabPanel {...props} />;
}
