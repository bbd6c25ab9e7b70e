import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from '@/app/providers';
import { AppLayout } from '@/app/layout/app-layout';
import { AppRouter } from '@/app/router';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StrictMode>
    <Providers>
      <AppLayout>
        <AppRouter />
      </AppLayout>
    </Providers>
  </StrictMode>,
);
