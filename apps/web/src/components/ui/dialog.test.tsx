import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(cleanup);
import { Dialog } from './dialog';

function Harness({ closable = true }: { closable?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      {open ? (
        <Dialog title="Sign in" closeLabel="Close" onClose={closable ? () => setOpen(false) : undefined}>
          <input aria-label="Login" />
          <button type="button">Submit</button>
        </Dialog>
      ) : null}
    </>
  );
}

describe('Dialog', () => {
  it('is labelled by its title, takes focus, closes on Escape and returns focus', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'open' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Login'));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside the dialog', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const submit = screen.getByRole('button', { name: 'Submit' });
    submit.focus();
    fireEvent.keyDown(submit, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(submit);
  });

  it('cannot be closed when it has no onClose', () => {
    render(<Harness closable={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('hidden dialogs stay mounted but are not shown', () => {
    const onClose = vi.fn();
    render(
      <Dialog title="Deposit" closeLabel="Close" onClose={onClose} hidden>
        <p>kept</p>
      </Dialog>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('kept', { selector: 'p' })).toBeTruthy();
  });
});
