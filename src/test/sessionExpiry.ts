import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { http } from '../api/http';

/** A call answers 401, as when the token expires in the middle of the work: the login dialog opens. */
export async function expireSession(): Promise<HTMLElement> {
  server.use(mock.get('*/api/qualquer', () => HttpResponse.json({}, { status: 401 })));
  await act(() => http('/qualquer').catch(() => undefined));
  return screen.findByRole('dialog', { name: 'Sessão expirada' });
}

/** Signs in through the 'Sessão expirada' dialog. */
export async function signInThrough(dialog: HTMLElement, user: UserEvent, username: string, password: string): Promise<void> {
  await user.type(within(dialog).getByLabelText('Login'), username);
  await user.type(within(dialog).getByLabelText('Password'), password);
  await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
}
