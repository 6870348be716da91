import QRCode from 'qrcode';
import { escapeHtml } from '#shared/escape-html';

/**
 * The `upi://pay` link as a QR code in SVG, for a visitor on a computer to scan with a phone: medium error
 * correction and a quiet zone of four modules, as UPI apps' scanners expect; black on white whatever the
 * page's colours; labelled for screen readers.
 */
export async function upiQrSvg(uri: string, label: string): Promise<string> {
  const svg = await QRCode.toString(uri, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 4,
    color: { dark: '#000000', light: '#ffffff' },
  });
  const escaped = escapeHtml(label);
  return svg.replace('<svg ', `<svg role="img" aria-label="${escaped}" `);
}
