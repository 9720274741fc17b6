import { inputFrame } from '../Field/Field.css.ts';
import { composedStyle } from '../theme/layers.css.ts';
import { vars } from '../theme/vars.css.ts';

export const textArea = composedStyle([inputFrame], {
  display: 'block',
  paddingBlock: vars.space['100'],
  resize: 'vertical',
  // Pill-shaped brands would round a tall box into a capsule; keep the corners moderate.
  borderRadius: `min(${vars.input.radius}, ${vars.space['200']})`,
  selectors: {
    // Grows with its content where the browser can (field-sizing), between `rows` and about 12 lines.
    '&[data-auto-grow]': {
      fieldSizing: 'content',
      minHeight: 'calc(var(--vool-textarea-rows, 3) * 1.5em + 2 * ' + vars.space['100'] + ')',
      maxHeight: '20em',
    },
    '&[data-disabled], &[readonly]': { resize: 'none' },
  },
});
