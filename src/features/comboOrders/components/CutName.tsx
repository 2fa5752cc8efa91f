import { COMBO_NAME_LIMIT } from '../../../domain/comboQuantity';

/** A supplier, representative or branch name cut at 40 characters (spec 03 §9); the whole name is the tooltip. */
export function CutName({ text, className }: { text: string; className?: string }) {
  const cut = text.length > COMBO_NAME_LIMIT ? `${text.slice(0, COMBO_NAME_LIMIT).trimEnd()}…` : text;
  return (
    <span className={className} title={cut === text ? undefined : text}>
      {cut}
    </span>
  );
}
