import { titleWithShortcut } from '../../actions/commands.js';

export type CanvasControl = 'zoomIn' | 'zoomOut' | 'fitView';

interface Props {
  onPress(control: CanvasControl): void;
  zoomInDisabled?: boolean;
  zoomOutDisabled?: boolean;
}

const BUTTONS: { control: CanvasControl; className: string; icon: string }[] = [
  { control: 'zoomIn', className: 'react-flow__controls-zoomin', icon: 'M16 5v22M5 16h22' },
  { control: 'zoomOut', className: 'react-flow__controls-zoomout', icon: 'M5 16h22' },
  {
    control: 'fitView',
    className: 'react-flow__controls-fitview',
    icon: 'M4 11V4h7M21 4h7v7M28 21v7h-7M11 28H4v-7',
  },
];

/** Each button's name and tooltip; fitting the view has a shortcut. */
function labelOf(control: CanvasControl): string {
  if (control === 'zoomIn') return 'Zoom in';
  if (control === 'zoomOut') return 'Zoom out';
  return titleWithShortcut('view.zoomToFit');
}

/**
 * The canvas's zoom buttons (bottom left): the same element for the live canvas, which zooms, and
 * the static first frame, which holds the press until the live canvas is there. It keeps xyflow's
 * panel classes, so it sits and looks where xyflow's own controls would.
 */
export function CanvasControls({ onPress, zoomInDisabled = false, zoomOutDisabled = false }: Props) {
  const disabled: Record<CanvasControl, boolean> = {
    zoomIn: zoomInDisabled,
    zoomOut: zoomOutDisabled,
    fitView: false,
  };
  return (
    <div
      className="react-flow__panel react-flow__controls vertical gc-controls bottom left"
      role="group"
      aria-label="Zoom controls"
    >
      {BUTTONS.map(({ control, className, icon }) => (
        <button
          key={control}
          type="button"
          className={`react-flow__controls-button ${className}`}
          title={labelOf(control)}
          aria-label={labelOf(control)}
          disabled={disabled[control]}
          onClick={() => onPress(control)}
        >
          <svg viewBox="0 0 32 32" aria-hidden="true">
            <path d={icon} fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" />
          </svg>
        </button>
      ))}
    </div>
  );
}
