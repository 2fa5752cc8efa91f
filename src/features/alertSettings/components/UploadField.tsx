import { useId, type ChangeEvent } from 'react';
import type { ArquivoAvisoDto } from '../../../api/avisoDto';
import type { UploadKind } from '../../../domain/uploadCheck';
import { readUpload } from '../readUpload';

interface UploadFieldProps {
  label: string;
  accept: string;
  kinds: readonly UploadKind[];
  file: ArquivoAvisoDto | null;
  onChosen: (file: ArquivoAvisoDto) => void;
  onRefused: (message: string) => void;
  onRemoved: () => void;
}

/** A file chooser that judges the file before keeping it, with the chosen name and 'Remover'. */
export function UploadField({ label, accept, kinds, file, onChosen, onRefused, onRemoved }: UploadFieldProps) {
  const id = useId();
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const chosen = input.files?.[0];
    if (!chosen) return;
    const result = await readUpload(chosen, kinds);
    input.value = '';
    if (result.ok) onChosen(result.file);
    else onRefused(result.message);
  };
  return (
    <div className="alert-settings__upload">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="file" accept={accept} onChange={(event) => void choose(event)} />
      {file && (
        <span className="alert-settings__file">
          <span className="alert-settings__file-name" title={file.nomeArquivo}>
            {file.nomeArquivo}
          </span>
          <button type="button" className="btn" onClick={onRemoved} aria-label={`Remover ${file.nomeArquivo}`}>
            Remover
          </button>
        </span>
      )}
    </div>
  );
}
