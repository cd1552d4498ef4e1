/** The logo a form's file input carried; null when none was chosen (the browser then sends an empty file). */
export async function logoUploadOf(file: File | undefined): Promise<{ fileName: string; bytes: Buffer } | null> {
  return file?.size ? { fileName: file.name, bytes: Buffer.from(await file.arrayBuffer()) } : null
}
