import { decodePDFRawStream, PDFArray, PDFDocument, PDFName, PDFRawStream, type PDFRef } from 'pdf-lib'

/**
 * The text pieces a PDF draws, in drawing order, read back from its pages' content streams
 * (pdf-lib writes the standard fonts' text as hex strings shown with Tj). Enough to check the
 * figures a tax document prints, without a PDF viewer.
 */
export const pdfTextPieces = async (bytes: Uint8Array): Promise<string[]> => {
  const doc = await PDFDocument.load(bytes)
  const pieces: string[] = []
  for (const page of doc.getPages()) {
    const contents = page.node.get(PDFName.of('Contents'))
    const refs = contents instanceof PDFArray ? contents.asArray() : [contents]
    for (const ref of refs) {
      const stream = doc.context.lookup(ref as PDFRef)
      if (!(stream instanceof PDFRawStream)) continue
      const ops = new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode())
      for (const m of ops.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
        const hex = m[1] ?? ''
        let s = ''
        for (let i = 0; i < hex.length; i += 2) s += String.fromCharCode(parseInt(hex.slice(i, i + 2), 16))
        pieces.push(s)
      }
      for (const m of ops.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)) pieces.push(m[1] ?? '')
    }
  }
  return pieces
}

/** The PDF's text pieces joined by spaces, for 'contains' checks. */
export const pdfText = async (bytes: Uint8Array): Promise<string> => (await pdfTextPieces(bytes)).join(' ')
