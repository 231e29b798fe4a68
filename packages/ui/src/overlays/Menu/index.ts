export { Menu, MenuItem, MenuSection, MenuSeparator } from './Menu';
export type { MenuItemProps, MenuItemVariant, MenuProps, MenuSectionProps } from './Menu';
