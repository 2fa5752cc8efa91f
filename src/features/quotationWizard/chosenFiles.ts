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
