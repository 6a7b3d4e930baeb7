import { ButtonStripWidget } from './ButtonStripWidget.js';
import { ColorWidget } from './ColorWidget.js';
import { InputArrayWidget } from './InputArrayWidget.js';
import { MenuWidget } from './MenuWidget.js';
import { MultilineWidget } from './MultilineWidget.js';
import { NodePathWidget } from './NodePathWidget.js';
import { NumberWidget } from './NumberWidget.js';
import { StringWidget } from './StringWidget.js';
import { ToggleWidget } from './ToggleWidget.js';
import type { WidgetProps } from './widget-props.js';

/** The literal-value widget of a row, by its definition's widget name. */
export function Widget(props: WidgetProps & { nodeId: string }) {
  switch (props.row.widget) {
    case 'string_multiline':
      return <MultilineWidget {...props} />;
    case 'int':
    case 'float':
      return <NumberWidget {...props} />;
    case 'toggle':
      return <ToggleWidget {...props} />;
    case 'color':
      return <ColorWidget {...props} />;
    case 'menu_single':
      return <MenuWidget {...props} />;
    case 'button_strip':
      return <ButtonStripWidget {...props} />;
    case 'input_array':
      return <InputArrayWidget {...props} />;
    case 'node_path_single':
      return <NodePathWidget {...props} />;
    default:
      return <StringWidget {...props} />;
  }
}
