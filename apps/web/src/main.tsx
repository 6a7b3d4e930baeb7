import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.js';
import { openAhead } from './app/open-ahead.js';
import { installRejectionFilter } from './services/rejection-filter.js';
import './ui/styles.css';

installRejectionFilter();
// the project's read and the workspace's code start now (app/open-ahead.ts)
openAhead(window.location);

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element in index.html');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
