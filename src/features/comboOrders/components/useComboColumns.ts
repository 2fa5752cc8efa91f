import { useAppSelector } from '../../../app/hooks';
import { selectSessionUser } from '../../../entities/session/sessionSelectors';
import { useStoredColumns } from '../../../shared/grid/ColumnChooser';
import { COMBO_ITEM_COLUMNS, MIN_VISIBLE_COLUMNS } from './comboItemColumns';

/** Where the user's visible combo columns are kept on this device (spec 03 §3.3), per user. */
export const COMBO_COLUMNS_KEY = 'colunasCombo';

/** The signed-in user's visible combo columns, kept locally under their subject. */
export function useComboColumns(): [string[], (keys: string[]) => void] {
  const sub = useAppSelector(selectSessionUser)?.sub ?? '';
  return useStoredColumns(sub, COMBO_COLUMNS_KEY, COMBO_ITEM_COLUMNS, MIN_VISIBLE_COLUMNS);
}
