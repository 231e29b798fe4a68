/**
 * An otpauth:// URI as a QR code image: an SVG data URL made by `qrcode`, loaded only when an
 * authenticator app is being set up (issue 23).
 */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const { toString } = await import('qrcode');
  const svg = await toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}
