import { useFormik } from 'formik';
import { useCallback, useEffect, useState, type ChangeEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { txtFileProblem, utf8Text } from '../../../domain/textUpload';
import { readFileBytes } from '../../../shared/lib/fileContents';
import { AlertBox } from '../../../shared/ui/AlertBox';
import { DateInput } from '../../../shared/ui/DateInput';
import { alertSettingsActions, selectAlertSettings } from '../alertSettingsSlice';
import { EMPTY_QUESTIONNAIRE, questionnaireSchema, QUESTIONNAIRE_TEXTS, toPergunta, type QuestionnaireForm } from '../questionnaireForm';

/** Panel 'Configurar questionários' (spec 03 §2.7, §3.5): the question, the .txt of CNPJs, the due date and whether the answer is free text. */
export function QuestionnairePanel() {
  const dispatch = useAppDispatch();
  const { sending, notice, sent } = useAppSelector((s) => selectAlertSettings(s).questionnaire);
  const [fileNote, setFileNote] = useState<string | null>(null);
  const form = useFormik<QuestionnaireForm>({
    initialValues: EMPTY_QUESTIONNAIRE,
    validationSchema: questionnaireSchema,
    onSubmit: (values) => {
      dispatch(alertSettingsActions.questionnaireSubmitted(toPergunta(values)));
    },
  });
  const { resetForm } = form;
  useEffect(() => {
    if (sent === 0) return;
    resetForm();
    setFileNote(null);
  }, [sent, resetForm]);
  const closeNotice = useCallback(() => dispatch(alertSettingsActions.questionnaireNoticeClosed()), [dispatch]);

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (!file) {
      setFileNote(QUESTIONNAIRE_TEXTS.noFileChosen);
      await form.setValues({ ...form.values, arquivo: '', cnpjs: '' });
      return;
    }
    // Judged by its name and bytes (domain/textUpload); a refused file keeps its name only when the
    // name is the problem, so the form's own '.txt' message shows; otherwise no file counts as chosen.
    const bytes = await readFileBytes(file);
    const problem = txtFileProblem(file.name, bytes);
    setFileNote(problem);
    await form.setValues({ ...form.values, arquivo: problem === null || problem === QUESTIONNAIRE_TEXTS.onlyTxt ? file.name : '', cnpjs: problem ? '' : (utf8Text(bytes) ?? '') });
  };
  const error = (field: keyof QuestionnaireForm) => (form.touched[field] || form.submitCount > 0 ? form.errors[field] : undefined);
  const described = (field: string, shown: unknown) => (shown ? { 'aria-invalid': true, 'aria-describedby': `questionnaire-${field}-error` } : {});

  return (
    <section className="alert-settings__panel" aria-labelledby="questionnaire-panel-title">
      <h2 id="questionnaire-panel-title">Configurar questionários</h2>
      {notice && <AlertBox severity={notice.tone} message={notice.text} onClose={closeNotice} />}
      <form noValidate onSubmit={form.handleSubmit} className="alert-settings__form">
        <label htmlFor="questionnaire-texto">Pergunta</label>
        <textarea id="questionnaire-texto" name="texto" rows={3} value={form.values.texto} onChange={form.handleChange} onBlur={form.handleBlur} {...described('texto', error('texto'))} />
        {error('texto') && <p className="field-error" id="questionnaire-texto-error">{error('texto')}</p>}

        <label htmlFor="questionnaire-arquivo">Arquivo de CNPJs (.txt, separados por vírgula)</label>
        <input key={sent} id="questionnaire-arquivo" type="file" accept=".txt,text/plain" onChange={(event) => void chooseFile(event)} {...described('arquivo', error('arquivo'))} />
        {fileNote && <p className="field-error">{fileNote}</p>}
        {error('arquivo') && <p className="field-error" id="questionnaire-arquivo-error">{error('arquivo')}</p>}

        <label htmlFor="questionnaire-data">Data de vencimento</label>
        <DateInput
          id="questionnaire-data"
          name="dataVencimento"
          value={form.values.dataVencimento}
          onChange={(value) => void form.setFieldValue('dataVencimento', value)}
          onBlur={form.handleBlur}
          {...described('dataVencimento', error('dataVencimento'))}
        />
        {error('dataVencimento') && <p className="field-error" id="questionnaire-dataVencimento-error">{error('dataVencimento')}</p>}

        <label className="alert-settings__switch">
          <input type="checkbox" name="respostaLivre" checked={form.values.respostaLivre} onChange={form.handleChange} />
          Resposta livre
        </label>
        <div className="button-row">
          <button type="submit" className="btn btn--primary" disabled={sending}>
            {sending ? 'Cadastrando…' : 'Cadastrar questionário'}
          </button>
        </div>
      </form>
    </section>
  );
}
