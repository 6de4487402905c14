import type { UnsubscribePageResponse } from '@mhq/contract';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { userMessageOf } from '../../app/api';
import { AuthAlert, AuthLayout } from '../auth/AuthLayout';
import { confirmUnsubscribe, fetchUnsubscribePage } from './campaign-link';

const TEXTS = {
  en: {
    title: 'Unsubscribe',
    lead: (office: string, address: string) => `Stop ${office}'s campaign messages to ${address}?`,
    already: (office: string) => `You are unsubscribed: ${office} sends you no more of these messages.`,
    button: 'Unsubscribe',
    busy: 'Unsubscribing…',
    notFound: 'This unsubscribe link is not valid.',
  },
  es: {
    title: 'Cancelar suscripción',
    lead: (office: string, address: string) => `¿Dejar de recibir los mensajes de ${office} en ${address}?`,
    already: (office: string) => `Se canceló su suscripción: ${office} no le enviará más estos mensajes.`,
    button: 'Cancelar suscripción',
    busy: 'Cancelando…',
    notFound: 'Este enlace para cancelar la suscripción no es válido.',
  },
};

/**
 * /unsubscribe/{token}: the link every campaign mail carries. The opt-out is recorded by a button, not on opening, so a
 * mail scanner that follows links does not unsubscribe anyone; the page speaks the campaign's language.
 */
export function UnsubscribePage() {
  const { token = '' } = useParams();
  const [page, setPage] = useState<UnsubscribePageResponse | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'notFound' | 'busy' | 'done'>('loading');
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');

  useEffect(() => {
    const controller = new AbortController();
    fetchUnsubscribePage(token, controller.signal).then(
      (p) => {
        setPage(p);
        setState(p.optedOut ? 'done' : 'ready');
      },
      () => setState('notFound'),
    );
    return () => controller.abort();
  }, [token]);

  const t = TEXTS[page?.language ?? 'en'];
  async function confirm() {
    setState('busy');
    setError('');
    try {
      setMessage((await confirmUnsubscribe(token))._message);
      setState('done');
    } catch (err) {
      setError(userMessageOf(err));
      setState('ready');
    }
  }

  return (
    <AuthLayout title={t.title}>
      <h1 lang={page?.language ?? 'en'}>{t.title}</h1>
      <div className="auth-form" lang={page?.language ?? 'en'}>
        {state === 'loading' && <p className="auth-lead">…</p>}
        {state === 'notFound' && <AuthAlert kind="error">{t.notFound}</AuthAlert>}
        {page && state === 'done' && <AuthAlert kind="success">{message || t.already(page.officeName)}</AuthAlert>}
        {page && (state === 'ready' || state === 'busy') && (
          <>
            <p className="auth-lead">{t.lead(page.officeName, page.address)}</p>
            {error && <AuthAlert kind="error">{error}</AuthAlert>}
            <button className="auth-button" type="button" onClick={() => void confirm()} disabled={state === 'busy'}>
              {state === 'busy' ? t.busy : t.button}
            </button>
          </>
        )}
      </div>
    </AuthLayout>
  );
}
