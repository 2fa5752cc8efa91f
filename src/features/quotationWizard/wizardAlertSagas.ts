import type { SagaIterator } from 'redux-saga';
import { put } from 'redux-saga/effects';
import { failureMessage } from '../../api/http';
import { scrollTopRequested } from '../../shared/lib/appEvents';
import { wizardActions } from './quotationWizardSlice';

/** Shared by the wizard's sagas: failure texts and the error alert at the top of the page. */

/** The server's own message when it sent one, else the fallback (or the network/timeout text). */
export function failureText(error: unknown, fallback: string): string {
  return failureMessage(error, fallback);
}

/** Errors show at the top of the page (spec 01 §5); an embedding parent scrolls too. */
export function* showErrorAtTop(message: string): SagaIterator {
  yield put(wizardActions.wizardAlertShown({ severity: 'error', message }));
  document.documentElement.scrollTop = 0;
  document.body.scrollTop = 0;
  yield put(scrollTopRequested());
}
