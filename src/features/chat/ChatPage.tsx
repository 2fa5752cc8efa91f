import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { CHAT_PAGE_CONTAINER_ID } from './chatWidget';
import { chatPageLeft, chatPageShown, selectChat } from './chatSlice';
import './ChatPage.css';

const MESSAGES = {
  off: 'O chat não está configurado para este ambiente.',
  loading: 'Carregando o chat…',
  failed: 'Não foi possível carregar o chat. Tente novamente mais tarde.',
} as const;

/** DECISIONS 3: /chat hosts the configured chat widget full size. */
export function ChatPage() {
  const dispatch = useAppDispatch();
  const { status } = useAppSelector(selectChat);
  useEffect(() => {
    if (status !== 'ready') return undefined;
    dispatch(chatPageShown());
    return () => {
      dispatch(chatPageLeft());
    };
  }, [dispatch, status]);

  return (
    <section className="chat-page" aria-labelledby="chat-title">
      <h1 id="chat-title">Chat</h1>
      {status !== 'ready' && (
        <p role={status === 'failed' ? 'alert' : 'status'} className="chat-page__status">
          {MESSAGES[status]}
        </p>
      )}
      <div id={CHAT_PAGE_CONTAINER_ID} className="chat-page__widget" hidden={status !== 'ready'} />
    </section>
  );
}
