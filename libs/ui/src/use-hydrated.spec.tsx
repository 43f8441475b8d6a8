import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Button, UnstyledButton } from './button.js';
import { SelectField } from './select-field.js';
import { TextAreaField } from './text-area-field.js';
import { TextField } from './text-field.js';
import { HydratesWhenVisible } from '@shop/ui/use-hydrated';

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

  it('stay usable in a part that hydrates when it comes near the screen, where Tab must reach them', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <HydratesWhenVisible value={true}>
        <Controls />
      </HydratesWhenVisible>,
    );

    for (const control of controlsOf(container)) expect(control.disabled).toBe(false);
  });

  it('keep a disabled they were given after hydration', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <HydratesWhenVisible value={true}>
        <Button disabled>Send</Button>
      </HydratesWhenVisible>,
    );

    expect(controlsOf(container)[0]?.disabled).toBe(true);
  });
});
