import { screen } from '@testing-library/react';
import { alertStateOf } from '../../../mocks/db/admin/alertSettings';
import { db } from '../../../mocks/db/core/current';
import { renderApp } from '../../test/renderWithProviders';
import { EMPTY_QUESTIONNAIRE, questionnaireSchema, toPergunta } from './questionnaireForm';

const CNPJS = '45.723.174/0001-10, 08.334.621/0001-13,\n17.281.106/0001-03\n';

async function openForm() {
  const view = renderApp({ route: '/configuracoes-alerta', user: 'admin' });
  await screen.findByRole('heading', { name: 'Configurar questionários' });
  return view;
}

const fileInput = () => screen.getByLabelText('Arquivo de CNPJs (.txt, separados por vírgula)');
const submit = () => screen.getByRole('button', { name: 'Cadastrar questionário' });

describe("the questionnaire form (spec 03 §3.5, §5, §8; Formik + yup)", () => {
  it('the schema: texto of at least 5 characters, a .txt file, a due date', async () => {
    const errorsOf = (values: object) =>
      questionnaireSchema.validate({ ...EMPTY_QUESTIONNAIRE, ...values }, { abortEarly: false }).then(
        () => [],
        (error: { errors: string[] }) => error.errors,
      );
    expect(await errorsOf({})).toEqual(['A pergunta deve ter pelo menos 5 caracteres.', 'Por favor, selecione um arquivo.', 'Escolha uma data de vencimento para a pergunta!']);
    expect(await errorsOf({ texto: ' abcd ', arquivo: 'cnpjs.csv', dataVencimento: '31/02/2027' })).toEqual([
      'A pergunta deve ter pelo menos 5 caracteres.',
      'O arquivo deve ser do tipo .txt.',
      'Escolha uma data de vencimento para a pergunta!',
    ]);
    expect(await errorsOf({ texto: 'abcde', arquivo: 'cnpjs.TXT', dataVencimento: '31/12/2027' })).toEqual([]);
  });

  it('the request joins the file’s CNPJs with commas', () => {
    expect(toPergunta({ texto: ' Vende genéricos? ', arquivo: 'a.txt', cnpjs: CNPJS, dataVencimento: '31/12/2027', respostaLivre: true })).toEqual({
      texto: 'Vende genéricos?',
      dataVencimento: '31/12/2027',
      respostaLivre: true,
      cnpjs: '45.723.174/0001-10,08.334.621/0001-13,17.281.106/0001-03',
    });
  });

  it('shows every missing field on submit and refuses a file that is not .txt', async () => {
    const { user } = await openForm();
    await user.click(submit());
    expect(await screen.findByText('A pergunta deve ter pelo menos 5 caracteres.')).toBeInTheDocument();
    expect(screen.getByText('Por favor, selecione um arquivo.')).toBeInTheDocument();
    expect(screen.getByText('Escolha uma data de vencimento para a pergunta!')).toBeInTheDocument();
    await user.upload(fileInput(), new File(['a;b'], 'cnpjs.csv', { type: 'text/plain' }));
    expect(await screen.findByText('Apenas arquivos .txt são permitidos.')).toBeInTheDocument();
    expect(await screen.findByText('O arquivo deve ser do tipo .txt.')).toBeInTheDocument();
  });

  it('creates the questionnaire and empties the form', async () => {
    const { user } = await openForm();
    await user.type(screen.getByLabelText('Pergunta'), 'Você vende genéricos?');
    await user.upload(fileInput(), new File([CNPJS], 'cnpjs.txt', { type: 'text/plain' }));
    await user.type(screen.getByLabelText('Data de vencimento'), '31122027');
    await user.click(screen.getByRole('checkbox', { name: 'Resposta livre' }));
    await user.click(submit());
    expect(await screen.findByText('Questionário cadastrado com sucesso!')).toBeInTheDocument();
    expect(alertStateOf(db()).questionnaires).toEqual([
      { id: 1, texto: 'Você vende genéricos?', dataVencimento: '31/12/2027', respostaLivre: true, cnpjs: '45.723.174/0001-10,08.334.621/0001-13,17.281.106/0001-03' },
    ]);
    expect(screen.getByLabelText('Pergunta')).toHaveValue('');
  });

  it("shows the server's message, or the unknown-error text when there is none", async () => {
    const { user } = await openForm();
    await user.type(screen.getByLabelText('Pergunta'), 'Você vende genéricos?');
    await user.upload(fileInput(), new File([CNPJS], 'cnpjs.txt', { type: 'text/plain' }));
    await user.type(screen.getByLabelText('Data de vencimento'), '31122027');
    db().faults.add({ method: 'POST', path: '/pergunta/criar', status: 422, body: { mensagem: 'CNPJ desconhecido.' }, times: 1 });
    await user.click(submit());
    expect(await screen.findByText('Erro ao configurar o questionário: CNPJ desconhecido.')).toBeInTheDocument();
    db().faults.add({ method: 'POST', path: '/pergunta/criar', networkError: true, times: 1 });
    await user.click(submit());
    expect(await screen.findByText('Erro desconhecido ao configurar o questionário.')).toBeInTheDocument();
  });
});
