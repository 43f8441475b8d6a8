import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Button, UnstyledButton } from './button.js';
import { SelectField } from './select-field.js';
import { TextAreaField } from './text-area-field.js';
import { TextField } from './text-field.js';

function Controls() {
  return (
    <form aria-label="Order">
      <TextField label="Email" defaultValue="" />
      <TextAreaField label="Message" />
      <SelectField label="Business type" placeholder="Choose" options={[{ value: 'cafe', label: 'Cafe' }]} />
      <UnstyledButton aria-pressed={false}>Sesame</UnstyledButton>
      <Button type="submit">Send</Button>
    </form>
  );
}

function controlsOf(container: ParentNode) {
  return [...container.querySelectorAll('input, textarea, select, button')] as HTMLInputElement[];
}

describe('controls and hydration', () => {
  it('are disabled in the server HTML, so nothing pressed or typed before hydration is lost', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Controls />);

    expect(controlsOf(container)).toHaveLength(5);
    for (const control of controlsOf(container)) expect(control.disabled).toBe(true);
  });

  it('are enabled once hydrated, without a mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Controls />);
    document.body.append(container);
    const recoverableErrors: unknown[] = [];

    await act(async () => {
      hydrateRoot(container, <Controls />, { onRecoverableError: (error) => recoverableErrors.push(error) });
    });

    for (const control of controlsOf(container)) expect(control.disabled).toBe(false);
    expect(recoverableErrors).toEqual([]);
    container.remove();
  });

  it('keep a disabled they were given after hydration', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Button disabled>Send</Button>);
    document.body.append(container);

    await act(async () => {
      hydrateRoot(container, <Button disabled>Send</Button>);
    });

    expect(controlsOf(container)[0]?.disabled).toBe(true);
    container.remove();
  });
});
