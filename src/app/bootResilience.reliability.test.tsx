import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createRoot, type Root } from 'react-dom/client';
import { signToken } from '../../mocks/auth/jwt';
import { DEMO_USERS } from '../../mocks/auth/users';
import { server } from '../../mocks/node';
import { boot } from './boot';
import { DEFAULT_CONFIG } from './configSlice';
import { TOKEN_REJECTED_MESSAGE } from '../entities/session/sessionSlice';
import { clearToken, readToken } from '../shared/lib/tokenStorage';
import { recordFigure, recordZero } from '../test/reliabilityFigures';
import { LOGIN_BAD_TOKEN_MESSAGE } from '../features/session/sessionSagas';

/**
 * Issue 17 item 2: storage that throws and expired, malformed or 10 KB garbage tokens (stored at
 * load, handed over in the address, or answered by the login) never give a white screen: the real
 * boot (src/app/boot.tsx) shows the login, or the app, with a Portuguese message where fitting,
 * and nothing is thrown uncaught.
 */
const buyer = DEMO_USERS.find((u) => u.username === 'comprador')!;
const claims = { sub: buyer.sub, nome: buyer.nome, authorities: buyer.authorities.map((authority) => ({ authority })) };
const EXPIRED = signToken(claims, 60, Date.now() - 3_600_000);
const MALFORMED = 'eyJhbGciOiJIUzI1NiJ9.não-é-base64.assinatura';
const GARBAGE = `${'x9$%'.repeat(2_560)}`; // 10 KB

function blockStorage(kind: 'getter' | 'methods'): () => void {
  const denied = (): never => {
    throw new DOMException('O acesso ao armazenamento foi negado.', 'SecurityError');
  };
  const names = ['localStorage', 'sessionStorage'] as const;
  const originals = names.map((name) => Object.getOwnPropertyDescriptor(window, name)!);
  if (kind === 'getter') names.forEach((name) => Object.defineProperty(window, name, { configurable: true, get: denied }));
  const spies = kind === 'methods' ? (['getItem', 'setItem', 'removeItem', 'key', 'clear'] as const).map((m) => jest.spyOn(Storage.prototype, m).mockImplementation(denied)) : [];
  return () => {
    names.forEach((name, i) => Object.defineProperty(window, name, originals[i]));
    spies.forEach((spy) => spy.mockRestore());
  };
}

let root: Root | null = null;
let container: HTMLElement;
const uncaught: unknown[] = [];
const onError = (event: ErrorEvent): void => void uncaught.push(event.error ?? event.message);
const onRejection = (event: PromiseRejectionEvent): void => void uncaught.push(event.reason);

beforeEach(() => {
  server.use(http.get('*/config.json', () => HttpResponse.json({ ...DEFAULT_CONFIG, documentStore: { url: '/api/docstore', database: 'users' } })));
  container = document.body.appendChild(document.createElement('div'));
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  window.removeEventListener('error', onError);
  window.removeEventListener('unhandledrejection', onRejection);
  window.history.replaceState(null, '', '/');
  clearToken();
});

async function startAt(address: string): Promise<void> {
  window.history.replaceState(null, '', address);
  root = createRoot(container, { onUncaughtError: (error) => uncaught.push(error) });
  await act(async () => boot(root!));
}

async function signIn(): Promise<void> {
  const form = within(container);
  const user = userEvent.setup();
  await user.type(await form.findByLabelText('Login'), 'comprador');
  await user.type(form.getByLabelText('Password'), 'comprador123');
  await user.click(form.getByRole('button', { name: 'Ok' }));
}

/** What the user sees: the login form or the home page, never an empty page. */
async function seesLoginOrApp(): Promise<'login' | 'app'> {
  await waitFor(() => expect(screen.queryByLabelText('Login') ?? screen.queryByRole('heading', { name: 'Início' })).not.toBeNull());
  expect(container.textContent?.trim()).not.toBe('');
  return screen.queryByLabelText('Login') ? 'login' : 'app';
}

interface Case {
  name: string;
  run: () => Promise<void>;
}

const cases: Case[] = [
  ...(['getter', 'methods'] as const).map((kind) => ({
    name: `armazenamento bloqueado (${kind === 'getter' ? 'SecurityError ao acessar localStorage/sessionStorage' : 'SecurityError em cada método'}): login, e o app depois de entrar`,
    run: async () => {
      const restore = blockStorage(kind);
      try {
        await startAt('/cotacao');
        expect(await seesLoginOrApp()).toBe('login');
        await signIn();
        expect(await screen.findByRole('heading', { name: 'Início' })).toBeInTheDocument();
        expect(readToken()).toMatch(/^eyJ/); // kept in memory for this page
      } finally {
        restore();
      }
    },
  })),
  ...[
    ['expirado', EXPIRED],
    ['malformado', MALFORMED],
    ['lixo de 10 KB', GARBAGE],
  ].flatMap(([label, token]) => [
    {
      name: `token ${label} guardado ao carregar: login com a mensagem`,
      run: async () => {
        window.localStorage.setItem('token', token);
        await startAt('/cotacao');
        expect(await seesLoginOrApp()).toBe('login');
        expect(screen.getByText(TOKEN_REJECTED_MESSAGE)).toBeInTheDocument();
        expect(readToken()).toBeNull();
      },
    },
    {
      name: `token ${label} no endereço: login com a mensagem, endereço limpo`,
      run: async () => {
        await startAt(`/cotacao?token=${encodeURIComponent(token)}&aba=1`);
        expect(await seesLoginOrApp()).toBe('login');
        expect(screen.getByText(TOKEN_REJECTED_MESSAGE)).toBeInTheDocument();
        expect(window.location.search).toBe('?aba=1');
      },
    },
    {
      name: `token ${label} respondido pelo login: o login fica, com a mensagem`,
      run: async () => {
        server.use(http.post('*/api/login', () => HttpResponse.json({ jwttoken: token })));
        await startAt('/cotacao');
        await signIn();
        expect(await screen.findByText(LOGIN_BAD_TOKEN_MESSAGE)).toBeInTheDocument();
        expect(await seesLoginOrApp()).toBe('login');
        expect(readToken()).toBeNull();
      },
    },
  ]),
];

describe('token and storage faults never give a white screen (issue 17 item 2)', () => {
  const whiteScreens: string[] = [];

  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    uncaught.length = 0;
    try {
      await c.run();
      expect(uncaught).toEqual([]);
    } catch (error) {
      whiteScreens.push(c.name);
      throw error;
    }
  });

  afterAll(() => {
    recordZero('token.whiteScreens', '2 Token e sessão', `telas em branco ou erros não tratados (${cases.length} casos de armazenamento e token)`, whiteScreens.length);
    recordFigure({ id: 'token.storageCases', area: '2 Token e sessão', label: 'casos de armazenamento e token exercitados (Jest)', value: cases.length, target: '≥ 11', pass: cases.length >= 11 });
  });
});
