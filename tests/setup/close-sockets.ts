import { afterEach } from "vitest";
import { closeOpenSockets } from "../worker/socket-fixtures";

// Every test's sockets are closed, and their closes handled, before the next test (and file) starts.
afterEach(closeOpenSockets);
