// hls.js ships no declarations for its light build (exports "./light"): it is the same API.
declare module 'hls.js/light' {
  export { default } from 'hls.js';
  export * from 'hls.js';
}
