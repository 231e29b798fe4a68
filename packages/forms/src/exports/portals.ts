export { PortalChooser } from '../portals/PortalChooser.tsx';
export type { PortalChoice, PortalChooserProps } from '../portals/PortalChooser.tsx';
export { portalsMessages } from '../portals/messages.ts';
