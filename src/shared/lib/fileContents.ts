/** A chosen file's contents, through FileReader (works in every browser and in jsdom). */
function read<T>(file: Blob, start: (reader: FileReader) => void, result: (reader: FileReader) => T): Promise<T> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(result(reader));
    reader.onerror = () => reject(reader.error ?? new Error('Falha ao ler o arquivo.'));
    start(reader);
  });
}

export function readFileText(file: Blob): Promise<string> {
  return read(file, (r) => r.readAsText(file), (r) => String(r.result));
}

export function readFileBytes(file: Blob): Promise<Uint8Array> {
  return read(file, (r) => r.readAsArrayBuffer(file), (r) => new Uint8Array(r.result as ArrayBuffer));
}
