import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/AppRoutes';
import { applyTenantToDocument } from './app/tenant';

applyTenantToDocument();

// A page's code failed to load (usually a new release replaced it): log it and reload once (spec 01 §8).
window.addEventListener('vite:preloadError', (event) => {
  console.error('Page code failed to load; reloading', event);
  const last = Number(sessionStorage.getItem('reloadedForChunkAt') ?? 0);
  if (Date.now() - last < 10_000) return;
  sessionStorage.setItem('reloadedForChunkAt', String(Date.now()));
  event.preventDefault();
  window.location.reload();
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>,
);
