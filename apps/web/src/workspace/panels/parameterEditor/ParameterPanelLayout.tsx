import type { ReactNode } from 'react';
import { ParameterPanel } from './ParameterPanel.js';
import './parameter-editor.css';

/** The canvas (children) with the parameters panel on its right, until the dock hosts the panel. */
export function ParameterPanelLayout({ children }: { children: ReactNode }) {
  return (
    <div className="pe-layout">
      {children}
      <ParameterPanel />
    </div>
  );
}
