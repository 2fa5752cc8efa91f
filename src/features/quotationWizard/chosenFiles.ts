/**
 * Files the user picked, held outside the store (a File is not serializable state): the
 * component registers the file and dispatches its key; the saga takes it back to read and send.
 */
const files = new Map<string, File>();
let sequence = 0;

export function registerChosenFile(file: File): string {
  sequence += 1;
  const key = `arquivo-${sequence}`;
  files.set(key, file);
  return key;
}

/** Takes the file out of the registry (each file is used once). */
export function takeChosenFile(key: string): File | undefined {
  const file = files.get(key);
  files.delete(key);
  return file;
}

/** The file's bytes (FileReader works in every browser and in jsdom). */
export function readFileBytes(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('Falha ao ler o arquivo.'));
    reader.readAsArrayBuffer(file);
  });
}
