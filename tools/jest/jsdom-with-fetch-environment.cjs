/**
 * jsdom has no fetch API, but browser code here talks HTTP through `fetch` and its tests stub
 * `fetch` with real `Response` objects (the HTTP boundary). This environment lends jsdom the
 * Node implementations so `Response`, `Request`, `Headers` and their stream/encoding helpers behave
 * exactly as in a browser.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

const NODE_WEB_GLOBALS = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'structuredClone',
];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of NODE_WEB_GLOBALS) {
      if (this.global[name] === undefined && globalThis[name] !== undefined) {
        this.global[name] = globalThis[name];
      }
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
