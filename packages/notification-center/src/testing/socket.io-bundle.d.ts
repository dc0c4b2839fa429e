// The browser bundle of socket.io-client, which the tests load so the client uses the page's WebSocket (the
// package's Node build brings its own).
declare module 'socket.io-client/dist/socket.io.js' {
  export { io } from 'socket.io-client';
}
