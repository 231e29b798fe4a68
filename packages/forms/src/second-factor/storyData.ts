/** A base32 TOTP secret for stories and tests. */
export const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** A small stand-in QR code (an SVG data URL) for stories and tests. */
export const QR_CODE_URL = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><path d="M0 0h2v2H0zM2 2h2v2H2z"/></svg>',
)}`;
