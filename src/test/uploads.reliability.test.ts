import { screen } from '@testing-library/react';
import { signToken } from '../../mocks/auth/jwt';
import { DEMO_USERS } from '../../mocks/auth/users';
import { alertStateOf } from '../../mocks/db/admin/alertSettings';
import { db } from '../../mocks/db/core/current';
import { shortageFileProblem } from '../domain/shortageFile';
import { readUpload } from '../features/alertSettings/readUpload';
import { readFileBytes } from '../shared/lib/fileContents';
import { TEXT_UPLOAD_TEXTS, txtFileProblem } from '../domain/textUpload';
import { BAD_FILE_NAME } from '../domain/uploadName';
import { renderApp } from './renderWithProviders';
import { recordFigure } from './reliabilityFigures';
import { isPortugueseRefusal, uploadCases, type UploadCase } from './uploadMatrix';

/**
 * Issue 17 item 8: every upload case is judged by the app (the same functions its screens call on
 * the chosen File) and AGAIN by the mock server, which never trusts the app: each must accept or
 * refuse as the spec says, and every refusal must be a Portuguese message.
 */
const AREA = '8 Uploads' as const;

const admin = DEMO_USERS.find((u) => u.username === 'admin')!;
const TOKEN = signToken({ sub: admin.sub, nome: admin.nome, authorities: admin.authorities.map((authority) => ({ authority })) });

const fileOf = (c: UploadCase): File => new File([c.bytes as BlobPart], c.name);

/** The app's verdict: what the upload's screen does with the chosen file. */
async function clientVerdict(c: UploadCase): Promise<string | null> {
  if (c.target === 'imagem' || c.target === 'imagemAux') {
    const result = await readUpload(fileOf(c), c.target === 'imagem' ? ['png', 'jpeg'] : ['png', 'jpeg', 'pdf']);
    return result.ok ? null : result.message;
  }
  const bytes = await readFileBytes(fileOf(c));
  return c.target === 'faltas' ? shortageFileProblem(c.name, bytes) : txtFileProblem(c.name, bytes);
}

const PNG_1KB = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(1016, 0x61)]).toString('base64');

async function post(path: string, body: BodyInit, json: boolean): Promise<{ status: number; mensagem?: string }> {
  const headers: Record<string, string> = { Authorization: `Bearer ${TOKEN}`, ...(json ? { 'Content-Type': 'application/json' } : {}) };
  const answer = await fetch(`http://localhost/api${path}`, { method: 'POST', headers, body });
  const parsed = (await answer.json().catch(() => ({}))) as { mensagem?: string };
  return { status: answer.status, mensagem: parsed.mensagem };
}

/** The server's verdict on the same file, sent the way a client that skipped every check would. */
async function serverVerdict(c: UploadCase): Promise<string | null> {
  let answer: { status: number; mensagem?: string };
  if (c.target === 'imagem' || c.target === 'imagemAux') {
    const file = { nomeArquivo: c.name, base64: Buffer.from(c.bytes).toString('base64'), urlArquivo: '' };
    const aviso = c.target === 'imagem'
      ? { imagem: file, imagemAux: null, mostrarAviso: true, mostrarAvisoAux: false }
      : { imagem: { nomeArquivo: 'aviso.png', base64: PNG_1KB, urlArquivo: '' }, imagemAux: file, mostrarAviso: true, mostrarAvisoAux: true };
    answer = await post('/aviso/definirAviso', JSON.stringify(aviso), true);
  } else if (c.target === 'faltas') {
    const quotation = db().data.quotations.find((q) => q.situacao === 'EM_CRIACAO' && q.idComprador === admin.idComprador)!;
    const form = new FormData();
    form.append('arquivo', new Blob([c.bytes as BlobPart], { type: 'text/plain' }), c.name);
    form.append('modo', 'PRODUTO_ESPECIFICO');
    answer = await post(`/cotacaoCadastro/${quotation.id}/arquivoFalta`, form, false);
  } else {
    // The server gets the file's text, never the file: what a client that skipped the checks would send.
    const cnpjs = new TextDecoder('utf-8').decode(c.bytes);
    answer = await post('/pergunta/criar', JSON.stringify({ texto: 'Você vende genéricos?', dataVencimento: '31/12/2027', respostaLivre: false, cnpjs }), true);
  }
  if (answer.status < 300) return null;
  return answer.mensagem ?? `HTTP ${answer.status}`;
}

/** The questionnaire's server never sees the file's name: those cases are the app's alone. */
const serverJudges = (c: UploadCase): boolean => !(c.target === 'questionario' && /nome|x\.txt\.exe|x\.exe\.txt/.test(c.what));

const CASES = uploadCases(db().data.products[0].ean);
const outcome = { client: [] as boolean[], server: [] as boolean[], messages: [] as boolean[] };

afterAll(() => {
  const share = (list: boolean[]) => `${list.filter(Boolean).length}/${list.length}`;
  const all = (list: boolean[]) => list.length > 0 && list.every(Boolean);
  recordFigure({ id: 'uploads.client', area: AREA, label: 'Casos de upload no app conforme a spec', value: share(outcome.client), target: 'n/n', pass: all(outcome.client) && outcome.client.length === CASES.length });
  recordFigure({ id: 'uploads.server', area: AREA, label: 'Casos de upload no servidor (mock) conforme a spec', value: share(outcome.server), target: 'n/n', pass: all(outcome.server) && outcome.server.length === CASES.filter(serverJudges).length });
  recordFigure({ id: 'uploads.messagesPortuguese', area: AREA, label: 'Recusas com mensagem em português', value: share(outcome.messages), target: 'n/n', pass: all(outcome.messages) });
});

describe('upload matrix (issue 17 item 8): the app and the server each accept or refuse as the spec says', () => {
  it.each(CASES.map((c) => ({ ...c, label: `${c.target}: ${c.what} → ${c.accepted ? 'aceito' : 'recusado'}` })))('$label', async (c) => {
    const client = await clientVerdict(c);
    outcome.client.push((client === null) === c.accepted);
    if (client !== null) outcome.messages.push(isPortugueseRefusal(client));
    expect({ accepted: client === null, message: client }).toEqual({ accepted: c.accepted, message: c.accepted ? null : expect.any(String) });
    if (client !== null) expect(isPortugueseRefusal(client)).toBe(true);

    if (!serverJudges(c)) return;
    const server = await serverVerdict(c);
    outcome.server.push((server === null) === c.accepted);
    if (server !== null) outcome.messages.push(isPortugueseRefusal(server));
    expect({ accepted: server === null, message: server }).toEqual({ accepted: c.accepted, message: c.accepted ? null : expect.any(String) });
    if (server !== null) expect(isPortugueseRefusal(server)).toBe(true);
  });
});

describe('the screens say why, in Portuguese, and send nothing', () => {
  it("questionnaire: a .txt with NUL bytes is no file: the reason under the field, 'Por favor, selecione um arquivo.' on submit, no request", async () => {
    const { user } = renderApp({ route: '/configuracoes-alerta', user: 'admin' });
    await screen.findByRole('heading', { name: 'Configurar questionários' });
    await user.type(screen.getByLabelText('Pergunta'), 'Você vende genéricos?');
    await user.upload(screen.getByLabelText('Arquivo de CNPJs (.txt, separados por vírgula)'), new File(['45.723.174/0001-10,\u0000\u0000'], 'cnpjs.txt', { type: 'text/plain' }));
    expect(await screen.findByText(TEXT_UPLOAD_TEXTS.binary)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Data de vencimento'), '31122027');
    await user.click(screen.getByRole('button', { name: 'Cadastrar questionário' }));
    expect(await screen.findByText('Por favor, selecione um arquivo.')).toBeInTheDocument();
    expect(alertStateOf(db()).questionnaires).toEqual([]);
  });

  it("alert image: a name with '../' is refused with the name rule's message, and nothing is previewed", async () => {
    const { user } = renderApp({ route: '/configuracoes-alerta', user: 'admin' });
    await screen.findByRole('heading', { name: 'Configurar alertas', level: 2 });
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array<number>(2040).fill(0x61)]);
    await user.upload(screen.getByLabelText('Imagem do alerta (PNG ou JPEG, de 1 KB a 1000 KB)'), new File([png], '../aviso.png', { type: 'image/png' }));
    expect(await screen.findByText(BAD_FILE_NAME)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Pré-visualização do alerta' })).toBeNull();
  });
});

describe('a missing-products file saved by Excel in Windows-1252 (not UTF-8)', () => {
  it("is read as Windows-1252: its 'Código;Quantidade' header is skipped and every line imports", async () => {
    const quotation = db().data.quotations.find((q) => q.situacao === 'EM_CRIACAO' && q.idComprador === admin.idComprador)!;
    const { ean } = db().data.products[0];
    const latin1 = Uint8Array.from([...Buffer.from('C\xf3digo;Quantidade\n', 'latin1'), ...Buffer.from(`${ean};3\n`)]);
    const form = new FormData();
    form.append('arquivo', new Blob([latin1 as BlobPart], { type: 'text/plain' }), 'faltas.csv');
    form.append('modo', 'PRODUTO_ESPECIFICO');
    const answer = await fetch(`http://localhost/api/cotacaoCadastro/${quotation.id}/arquivoFalta`, { method: 'POST', headers: { Authorization: `Bearer ${TOKEN}` }, body: form });
    const result = (await answer.json()) as { linhasImportadas: number; linhasIgnoradas: unknown[] };
    expect(answer.status).toBe(200);
    expect(result).toMatchObject({ linhasImportadas: 1, linhasIgnoradas: [] });
  });
});

describe('the alert server never trusts an address or content the client chose', () => {
  const save = (aviso: unknown) => post('/aviso/definirAviso', JSON.stringify(aviso), true);

  it('refuses a file that only names an address it did not give, and content that is not base64', async () => {
    const hostile = [
      { nomeArquivo: 'aviso.png', base64: '', urlArquivo: 'javascript:__xss()' },
      { nomeArquivo: 'aviso.png', base64: '', urlArquivo: 'https://atacante.example/aviso.png' },
      { nomeArquivo: 'aviso.png', base64: '" onerror="__xss()', urlArquivo: '' },
    ];
    for (const imagem of hostile) {
      const answer = await save({ imagem, imagemAux: null, mostrarAviso: true, mostrarAvisoAux: false });
      expect(answer.status).toBe(400);
      expect(isPortugueseRefusal(answer.mensagem ?? '')).toBe(true);
    }
  });

  it("stores an uploaded file under its own address, whatever address the client sent, and keeps it on a later save", async () => {
    const sent = { nomeArquivo: 'aviso.png', base64: PNG_1KB, urlArquivo: 'javascript:__xss()' };
    expect((await save({ imagem: sent, imagemAux: null, mostrarAviso: true, mostrarAvisoAux: false })).status).toBe(200);
    const stored = alertStateOf(db()).aviso.imagem!;
    expect(stored.urlArquivo).toBe('/arquivos/aviso/aviso.png');
    expect((await save({ imagem: { nomeArquivo: 'aviso.png', base64: '', urlArquivo: stored.urlArquivo }, imagemAux: null, mostrarAviso: true, mostrarAvisoAux: false })).status).toBe(200);
  });
});
