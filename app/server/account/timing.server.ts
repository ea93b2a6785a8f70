/**
 * Answers no sooner than `ms`: a request for an unknown address and one that queues a mail take the same time,
 * so the response time does not tell whether an account exists.
 */
export async function withMinimumDuration<T>(ms: number, work: Promise<T>): Promise<T> {
  const [result] = await Promise.allSettled([work, new Promise((resolve) => setTimeout(resolve, ms))]);
  if (result.status === "rejected") throw result.reason;
  return result.value;
}
