/**
 * A one-page PDF with lines of Latin text (Helvetica, no embedded fonts): enough for the certificate
 * that previewPDF shows. Written by hand so the platform needs no PDF library.
 */
function escapePdf(text: string): string {
  // PDF string literals: escape backslash and parentheses; keep printable ASCII only
  return text.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');
}

export interface PdfLine {
  text: string;
  size?: number;
  /** Vertical gap before the line, in points. */
  gap?: number;
}

export function onePagePdf(lines: PdfLine[]): Buffer {
  let y = 780;
  const ops: string[] = ['0.78 0.06 0.18 RG 4 w 40 40 515 762 re S', 'BT'];
  for (const line of lines) {
    const size = line.size ?? 12;
    y -= (line.gap ?? 8) + size;
    ops.push(`/F1 ${size} Tf 1 0 0 1 60 ${y} Tm (${escapePdf(line.text)}) Tj`);
  }
  ops.push('ET');
  const stream = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
