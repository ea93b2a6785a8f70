/**
 * Sends bytes to a server exactly as written (fetch and every HTTP client normalise the request line and headers,
 * which is what an attacker does not do) and reads the status of the answer.
 *
 *   const { status } = await rawRequest(port, "GET //x:99999/ HTTP/1.1\r\nHost: localhost\r\n\r\n");
 */
import { connect } from "node:net";

export type RawAnswer = { status: number | null; head: string };

/** The answer's status line and headers; `status` null when the server closed without answering. */
export function rawRequest(port: number, request: string | Buffer, timeoutMs = 10_000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let received = "";
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      const head = received.split("\r\n\r\n", 1)[0] ?? "";
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(head);
      resolve({ status: match ? Number(match[1]) : null, head });
    };
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
      if (received.includes("\r\n\r\n")) finish();
    });
    socket.on("end", finish);
    socket.on("error", finish);
    socket.write(request);
  });
}
