'use client';
/**
 * A screen's tabs over its lists (xyDetail, reporter): every panel is rendered on the server, the tabs only
 * show one; arrow keys move between tabs (WAI-ARIA tabs pattern). `testId` names the tabs and panels.
 */
import { useId, useState, type ReactNode } from 'react';
import { onTabArrows } from './tabArrows';
import styles from './tabs.module.css';

export interface Tab {
  key: string;
  label: string;
  panel: ReactNode;
}

export function Tabs({ tabs, label, testId }: { tabs: Tab[]; label: string; testId: string }) {
  const [current, setCurrent] = useState(0);
  const id = useId();
  const keys = tabs.map((tab) => tab.key);
  return (
    <section className={styles.box} data-testid={testId}>
      <div
        className={styles.list}
        role="tablist"
        aria-label={label}
        onKeyDown={(event) => onTabArrows(event, keys, keys[current]!, (key) => setCurrent(keys.indexOf(key)))}
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            data-tab={tab.key}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.key}`}
            aria-controls={`${id}-panel-${tab.key}`}
            aria-selected={index === current}
            tabIndex={index === current ? 0 : -1}
            className={index === current ? styles.wideOn : styles.wide}
            onClick={() => setCurrent(index)}
            data-testid={`${testId}-tab-${tab.key}`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${id}-panel-${tab.key}`}
          aria-labelledby={`${id}-tab-${tab.key}`}
          hidden={index !== current}
          data-testid={`${testId}-panel-${tab.key}`}
        >
          {tab.panel}
        </div>
      ))}
    </section>
  );
}
