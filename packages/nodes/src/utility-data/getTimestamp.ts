import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat.js';
import { menuValue, optionsOf } from '../flowControl/comparison.js';
import { defineNode } from '../shared/define.js';

dayjs.extend(localizedFormat);

export const TIMESTAMP_FORMATS = ['epoch', 'iso', 'custom'] as const;
/** Spec 2 §3: "custom default llll" (dayjs localized format, e.g. "Sun, Nov 22, 2026 7:30 PM"). */
export const DEFAULT_CUSTOM_FORMAT = 'llll';

export const getTimestamp = defineNode({
  definitionName: 'getTimestamp',
  description:
    'Outputs the current time: epoch (milliseconds since 1970, a number), iso (ISO 8601 text in UTC) or custom (a dayjs format in local time, default llll).',
  category: 'utility/data',
  keywords: ['time', 'timestamp', 'date', 'now', 'clock'],
  parameters: [
    {
      name: 'format',
      label: 'Format',
      dataType: 'string',
      defaultValue: 'epoch',
      widget: 'menu_single',
      options: optionsOf(TIMESTAMP_FORMATS),
      order: 0,
    },
    {
      name: 'customFormat',
      label: 'Custom format',
      description: 'dayjs tokens, e.g. YYYY-MM-DD HH:mm or llll',
      dataType: 'string',
      defaultValue: DEFAULT_CUSTOM_FORMAT,
      widget: 'string',
      order: 1,
      hideWhen: '$format != "custom"',
    },
  ],
  outputs: [{ identifier: 'timestamp', label: 'Timestamp', dataType: 'inferred' }],
  rule: ({ params, platform }) => {
    const now = platform.now();
    switch (menuValue(params.format, TIMESTAMP_FORMATS, 'format')) {
      case 'epoch':
        return { timestamp: now };
      case 'iso':
        return { timestamp: new Date(now).toISOString() };
      case 'custom':
        return { timestamp: dayjs(now).format(String(params.customFormat || DEFAULT_CUSTOM_FORMAT)) };
    }
  },
});
