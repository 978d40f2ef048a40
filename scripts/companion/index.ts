// scripts/companion: Competitive Companion's problems received on 127.0.0.1 (its documented JSON, checked field by
// field) and scaffolded as problem folders with the page's samples and limits.
export { readPayload, type ReceivedProblem, receivedId } from './payload.ts';
export { COMPANION_PORT, MAX_BODY_BYTES, type Received, type ReceiveServer, startReceiver } from './receive-server.ts';
export { receivedLine } from './received-templates.ts';
