import { useId } from 'react';
import type { Product } from '@shop/contracts/products';
import { canToggleOil, chosenCountText, toggleOil } from '../oil-selection.js';
import { OilToggle } from './oil-toggle.js';
import './oils.css';

export interface OilPickerProps {
  oils: readonly Product[];
  /** How many oils the box holds: the picker takes no more. */
  bottleCount: number;
  /** The chosen oils' ids, in the order they were chosen. */
  chosen: readonly number[];
  onChange: (chosen: number[]) => void;
  /** While the choice is being sent. */
  disabled?: boolean;
  /** A problem with the choice as a whole (the server's "selectedOils" field error). */
  error?: string | undefined;
}

const oilsWord = (count: number) => (count === 1 ? 'oil' : 'oils');

/**
 * Every oil of the catalog as a toggle. The count ("2 of 4 chosen") is announced politely as it
 * changes; once the box is full, the oils not chosen are disabled, and the reason is said.
 */
export function OilPicker({ oils, bottleCount, chosen, onChange, disabled = false, error }: OilPickerProps) {
  const id = useId();
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  const full = chosen.length >= bottleCount;
  return (
    <fieldset
      className="oil-picker"
      disabled={disabled}
      aria-describedby={[statusId, error ? errorId : undefined].filter(Boolean).join(' ')}
    >
      <legend className="oil-picker__legend">
        Choose {bottleCount} {oilsWord(bottleCount)}
      </legend>
      <div id={statusId} className="oil-picker__status" aria-live="polite">
        <p className="oil-picker__count">{chosenCountText(chosen.length, bottleCount)}</p>
        {full ? <p className="ui-muted">Your box is full. Put an oil back to choose another.</p> : null}
      </div>
      <ul className="oil-picker__grid">
        {oils.map((oil) => (
          <li key={oil.id}>
            <OilToggle
              oil={oil}
              chosen={chosen.includes(oil.id)}
              disabled={!canToggleOil(oil, chosen, bottleCount)}
              onToggle={() => onChange(toggleOil(chosen, oil.id, bottleCount))}
            />
          </li>
        ))}
      </ul>
      {error ? (
        <p id={errorId} className="ui-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
