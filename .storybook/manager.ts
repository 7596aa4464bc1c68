import { createElement } from 'react';
import { addons } from 'storybook/manager-api';
import { COMPONENT_STATUSES, statusOf } from '../stories/status.ts';

// Each component's status badge beside its name in the sidebar (issue 26, decision 210). A component
// entry carries the tags all its stories share, so the story file's meta tag reaches it. No JSX: the
// manager's bundle compiles JSX to `React.createElement` without importing React.
addons.setConfig({
  sidebar: {
    renderLabel: (item) => {
      const status = item.type === 'component' ? statusOf(item.tags) : undefined;
      if (status === undefined) return item.name;
      const { label, meaning, colour } = COMPONENT_STATUSES[status];
      const badge = createElement(
        'span',
        {
          title: meaning,
          style: { border: `1px solid ${colour}`, color: colour, background: '#fff', borderRadius: 8, padding: '0 5px', fontSize: 10, lineHeight: '14px', fontWeight: 600 },
        },
        label,
      );
      return createElement('span', { style: { display: 'inline-flex', alignItems: 'center', gap: 6 } }, item.name, badge);
    },
  },
});
