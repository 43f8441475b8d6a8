import { render, screen } from '@testing-library/react';
import { TextField } from './text-field.js';

describe('TextField', () => {
  it('labels the input and describes it by its hint', () => {
    render(<TextField label="Password" type="password" hint="At least 8 characters." />);

    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('At least 8 characters.');
  });

  it('marks the input invalid and describes it by the error too', () => {
    render(<TextField label="Password" hint="At least 8 characters." error="Password is required" />);

    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('At least 8 characters. Password is required');
  });

  it('hands the ref to the input, as react-hook-form needs', () => {
    let element: HTMLInputElement | null = null;
    render(<TextField label="Email" ref={(node) => void (element = node)} />);

    expect(element).toBe(screen.getByLabelText('Email'));
  });
});
