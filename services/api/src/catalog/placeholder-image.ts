/**
 * The image shown where a product has none: a soft green tile with an outline of an oil bottle,
 * drawn at the requested size. SVG, so it is a few hundred bytes at any size and always sharp.
 */
export function placeholderSvg(width: number, height: number): string {
  const side = Math.min(width, height);
  const scale = (side * 0.6) / 100;
  const x = (width - 100 * scale) / 2;
  const y = (height - 100 * scale) / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="No image">`,
    `<rect width="${width}" height="${height}" fill="#eef3e8"/>`,
    `<g transform="translate(${x.toFixed(2)} ${y.toFixed(2)}) scale(${scale.toFixed(4)})" fill="none" stroke="#8aa37b" stroke-width="5" stroke-linejoin="round">`,
    '<path d="M42 8h16v14c0 4 12 10 12 24v44a6 6 0 0 1-6 6H36a6 6 0 0 1-6-6V46c0-14 12-20 12-24z"/>',
    '<path d="M38 56h24v22H38z"/>',
    '</g>',
    '</svg>',
  ].join('');
}
