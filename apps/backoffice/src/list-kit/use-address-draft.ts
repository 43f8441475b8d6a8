import { useEffect, useState } from 'react';

/**
 * A search box's text before it is searched for. Back and forward change the address, so the box
 * follows the value the address holds.
 */
export function useAddressDraft(value: string) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  return [draft, setDraft] as const;
}
