import { useCallback, useState } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { selectSessionUser } from '../../../entities/session/sessionSelectors';
import { readJson, userKey, writeJson } from '../../../shared/lib/storage';
import { readVisibleColumns } from './comboItemColumns';

/** Where the user's visible combo columns are kept on this device (spec 03 §3.3), per user. */
export const COMBO_COLUMNS_KEY = 'colunasCombo';

/** The signed-in user's visible combo columns, kept locally under their subject. */
export function useComboColumns(): [string[], (keys: string[]) => void] {
  const sub = useAppSelector(selectSessionUser)?.sub ?? '';
  const [visible, setVisible] = useState<string[]>(() => readVisibleColumns(readJson<unknown>(userKey(sub, COMBO_COLUMNS_KEY), null)));
  const choose = useCallback(
    (keys: string[]) => {
      setVisible(keys);
      if (sub) writeJson(userKey(sub, COMBO_COLUMNS_KEY), keys);
    },
    [sub],
  );
  return [visible, choose];
}
