'use client';
import { cloneElement, useId, useRef, useState, type ReactElement } from 'react';

const DELAY = 300;
const OFFSET = 8;

/** Shows `text` 300 ms after hover or focus, 8 px above the element; gone on leave or blur. */
export function Tooltip({ text, children }: { text: string; children: ReactElement<Record<string, unknown>> }) {
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const id = useId();
  const show = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(true), DELAY);
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    setOpen(false);
  };
  return (
    <span className="tooltip-anchor" onMouseEnter={show} onMouseLeave={hide} onFocus={show} onBlur={hide}>
      {cloneElement(children, { 'aria-describedby': open ? id : undefined })}
      {open && (
        <span role="tooltip" id={id} className="tooltip" style={{ bottom: `calc(100% + ${OFFSET}px)` }}>
          {text}
        </span>
      )}
    </span>
  );
}
