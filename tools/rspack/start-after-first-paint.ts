import { createHash } from 'node:crypto';
import { rspack, type Compiler } from '@rspack/core';
import { SERVER_RENDERED_ATTRIBUTE } from '../../libs/contracts/src/server-rendering';

const PLUGIN_NAME = 'StartAfterFirstPaintPlugin';

/** If the browser never reports a first paint (an odd state, an old engine), start anyway. */
const FALLBACK_START_MS = 3_000;

/**
 * Runs in the browser as a script of its own (its source is this function's text): starts the
 * app's script, already downloading behind a preload link, once the server's HTML has painted. A
 * page the server did not render has nothing to paint without the script, so it starts at once.
 * Plain DOM code only: it runs before anything else of the shop and must not need a bundler.
 */
function startAfterFirstPaint(serverRenderedAttribute: string, fallbackMs: number): void {
  const src = document.currentScript?.getAttribute('data-src');
  if (!src) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.src = src;
    document.head.append(script);
  };
  const serverRendered = document.getElementById('root')?.hasAttribute(serverRenderedAttribute) === true;
  const paintReported =
    typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
  if (!serverRendered || !paintReported) {
    start();
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, fallbackMs);
}

/** The loader's source, as the browser receives it (then minified with the build). */
function startAfterFirstPaintSource(): string {
  return `(${startAfterFirstPaint.toString()})(${JSON.stringify(SERVER_RENDERED_ATTRIBUTE)}, ${FALLBACK_START_MS});\n`;
}

/**
 * The shell's script must not run before the server's HTML has painted: evaluating it (React, the
 * federation runtime, the router; a 150-350 ms task in Lighthouse's simulation of a mid-range
 * phone) in the gap between the stylesheets' arrival and the first frame holds the first paint
 * back by that long. So the page preloads the script (low priority: the stylesheets and the main
 * image come first) and a tiny loader starts it after the first contentful paint. Nothing waits
 * for the download: it runs in parallel, as before.
 */
export class StartAfterFirstPaintPlugin {
  apply(compiler: Compiler): void {
    const source = startAfterFirstPaintSource();
    const fileName = `start-after-first-paint.${createHash('sha256').update(source).digest('hex').slice(0, 16)}.js`;
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN_NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset(fileName, new rspack.sources.RawSource(source)),
      );
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tap(PLUGIN_NAME, (data) => {
        const { scripts, styles } = data.assetTags;
        const sources = scripts.map((tag) => tag.attributes.src).filter((src) => typeof src === 'string');
        // The plugin writes each group as it is: a <link> among the scripts would be dropped.
        data.assetTags.styles = [
          ...styles,
          ...sources.map((href) => ({
            tagName: 'link',
            voidTag: true,
            attributes: { rel: 'preload', as: 'script', href, fetchpriority: 'low' },
          })),
        ];
        data.assetTags.scripts = sources.map((src) => ({
          tagName: 'script',
          voidTag: false,
          attributes: { defer: true, src: `${data.publicPath}${fileName}`, 'data-src': src },
        }));
        return data;
      });
    });
  }
}
