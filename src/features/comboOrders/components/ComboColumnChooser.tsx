import { ColumnChooser } from '../../../shared/grid/ColumnChooser';
import { COMBO_ITEM_COLUMNS, MIN_VISIBLE_COLUMNS } from './comboItemColumns';

/** The combo tables' column chooser (spec 03 §3.3): at least five columns stay visible; the choice is kept per user (useComboColumns). */
export function ComboColumnChooser({ visible, onChange }: { visible: readonly string[]; onChange: (keys: string[]) => void }) {
  return <ColumnChooser columns={COMBO_ITEM_COLUMNS} visible={visible} onChange={onChange} min={MIN_VISIBLE_COLUMNS} label="Colunas visíveis" />;
}
