import { useLocation } from 'react-router-dom';
import { FeatureStopped } from '../../shared/ui/FeatureStopped';
import { CustomerPreferencePage } from './CustomerPreferencePage';
import { SicPreferencePage } from './SicPreferencePage';
import './TieBreakSettingsPage.css';

/** One feature, two routes: /preferencia-sic and /preferencia-cliente. */
export function TieBreakSettingsPage() {
  return (
    <>
      <FeatureStopped feature="tieBreakSettings" />
      {useLocation().pathname.startsWith('/preferencia-sic') ? <SicPreferencePage /> : <CustomerPreferencePage />}
    </>
  );
}
