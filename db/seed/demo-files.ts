// The demo catalogue's private file: a small, valid one-page PDF made here (nothing is downloaded), written into the
// file storage when it is missing, so the embedded default's downloadable product has something to download.
import type { FileStorage } from "../../api/integrations/file-storage.ts";
import { DEMO_PRODUCT_FILE } from "./billing.ts";

const LINES = [
  "Fellows Club - CV checklist for international jobs",
  "1. One page per ten years of experience, two at most.",
  "2. Results with numbers, not duties.",
  "3. The job's own words in your summary.",
  "4. A link to your professional profile.",
];

/** A one-page PDF with the lines above, its cross-reference offsets computed from the bytes. */
export function demoChecklistPdf(): Uint8Array {
  const text = LINES.map((line, i) => `BT /F1 12 Tf 56 ${780 - i * 22} Td (${line.replace(/[()\\]/g, "")}) Tj ET`)
    .join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

export async function ensureDemoFiles(storage: FileStorage): Promise<void> {
  if (await storage.readPrivate(DEMO_PRODUCT_FILE.key)) return;
  await storage.put(DEMO_PRODUCT_FILE.key, demoChecklistPdf(), "application/pdf");
}
