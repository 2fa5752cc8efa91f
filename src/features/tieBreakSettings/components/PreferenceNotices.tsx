import type { PreferenceListState } from '../tieBreakSettingsSlice';
import { EMPTY, LOADING } from '../tieBreakSettingsTexts';

/** Loading, load failure and empty states of a preference list. */
export function ListStatus({ list }: { list: PreferenceListState }) {
  if (list.status === 'loading' && list.entries.length === 0) return <p role="status">{LOADING}</p>;
  if (list.status === 'failed')
    return (
      <p className="tie-break__error" role="alert">
        {list.error}
      </p>
    );
  if (list.status === 'loaded' && list.entries.length === 0) return <p role="status">{EMPTY}</p>;
  return null;
}

/** The save outcome: 'Salvo com sucesso.' or the support message. */
export function SaveNotice({ list }: { list: PreferenceListState }) {
  if (!list.notice) return null;
  return (
    <p className={`tie-break__notice tie-break__notice--${list.notice.tone}`} role={list.notice.tone === 'error' ? 'alert' : 'status'}>
      {list.notice.text}
    </p>
  );
}
