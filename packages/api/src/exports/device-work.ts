/**
 * What the device holds for the public field forms (issue 21, issue 23), read without React or the
 * API client: small enough for the portal's boot script to ask before it hydrates a form the
 * server rendered.
 */
export { hasDeviceWork } from '../field-drafts/deviceWork.ts';
