import { renderToStaticMarkup } from 'react-dom/server';
import type { MouseEvent, ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

/** The <button> element the component renders, with the props React would give the DOM. */
const rendered = (element: ReactElement) =>
  (Button as (props: unknown) => ReactElement<Record<string, unknown>>)(element.props);

const clickWith = (element: ReactElement) => {
  const event = { preventDefault: vi.fn() } as unknown as MouseEvent<HTMLButtonElement> & {
    preventDefault: ReturnType<typeof vi.fn>;
  };
  (rendered(element).props.onClick as (e: MouseEvent<HTMLButtonElement>) => void)(event);
  return event;
};

describe('Button', () => {
  it('stays focusable while busy: aria-disabled and aria-busy, never the disabled attribute', () => {
    const html = renderToStaticMarkup(<Button busy>Sending…</Button>);
    expect(html).toContain('aria-disabled="true"');
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toMatch(/\sdisabled=/);
  });

  it('ignores a click while busy, and cancels it so a submit button does not submit its form', () => {
    const onClick = vi.fn();
    const event = clickWith(
      <Button type="submit" busy onClick={onClick}>
        Send
      </Button>,
    );
    expect(onClick).not.toHaveBeenCalled();
    expect(event.preventDefault).toHaveBeenCalled();
  });

  it('ignores a click while it waits for another action (aria-disabled), without announcing itself busy', () => {
    const onClick = vi.fn();
    const element = (
      <Button aria-disabled onClick={onClick}>
        Reject
      </Button>
    );
    expect(clickWith(element).preventDefault).toHaveBeenCalled();
    expect(onClick).not.toHaveBeenCalled();
    expect(renderToStaticMarkup(element)).not.toContain('aria-busy');
  });

  it('passes a click through when it is neither busy nor waiting', () => {
    const onClick = vi.fn();
    const event = clickWith(<Button onClick={onClick}>Approve</Button>);
    expect(onClick).toHaveBeenCalledWith(event);
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(renderToStaticMarkup(<Button>Approve</Button>)).not.toContain('aria-disabled');
  });
});
