// What a bundler's `?raw` import gives (browser-toolchain.ts): the file's text.
declare module '*?raw' {
  const text: string;
  export default text;
}
