// Node flags of the server process (`npm start`, `npm run dev`; apps/api's own `start` script repeats
// them, as package.json cannot import). The HTTP bench starts its server
// with the same ones, so its RSS figure is the product's.
//
// --max-semi-space-size=4: V8 otherwise lets the main thread's young generation grow to 32 MB
// under steady traffic, for request garbage that dies within a request; at 4 MB the server's RSS
// after 10,000 chats was ~25 MB lower with the same chat latency (measured with the HTTP bench).
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=4"];
