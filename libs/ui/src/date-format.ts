/**
 * A US-English date formatter made on first use. Making an Intl.DateTimeFormat loads the
 * browser's locale data, about 13 ms of a slow phone's main thread the first time: a module that
 * only may format a date (a section below the fold, a detail shown on some products) does not
 * make the page pay for it while it starts.
 */
export function dateFormatter(options: Intl.DateTimeFormatOptions): (date: Date) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (date) => (format ??= new Intl.DateTimeFormat('en-US', options)).format(date);
}
