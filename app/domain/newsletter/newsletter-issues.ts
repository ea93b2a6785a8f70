/**
 * The newsletter's issues (issue 30 item 4; decision 085): which version a subscriber is sent, how many mails a
 * round may queue, and what a send's counts say. Pure: no I/O.
 */
import { DEFAULT_LANGUAGE, type LanguageCode } from "#app/domain/languages.ts";

/** One language's text of an issue: its subject and Markdown. */
export type IssueText = { lang: LanguageCode; subject: string; content: string };

/**
 * The language of the version a subscriber of `lang` is sent: theirs when it is published, else English (an issue
 * is sent only once its English version is published, so every confirmed subscriber receives it).
 */
export function sentLanguageOf(lang: LanguageCode, published: readonly LanguageCode[]): LanguageCode {
  return published.includes(lang) ? lang : DEFAULT_LANGUAGE;
}

/**
 * How many mails a round may queue: what is left of the minute's allowance after those queued in the last minute
 * (by every process), never below none.
 */
export function roundAllowance(perMinute: number, queuedInLastMinute: number): number {
  return Math.max(0, Math.floor(perMinute) - queuedInLastMinute);
}

/** An issue's state: being written, being sent (some subscribers not yet queued), or sent to every one. */
export type IssueState = "draft" | "sending" | "sent";

export function issueStateOf(issue: { sendStartedAt: Date | null; sendFinishedAt: Date | null }): IssueState {
  if (!issue.sendStartedAt) return "draft";
  return issue.sendFinishedAt ? "sent" : "sending";
}

/** One language's part of a send: its subscribers, the version they get, and how far their mails have gone. */
export type AudienceRow = {
  /** The subscribers' language. */
  lang: LanguageCode;
  /** The version's language they are (or were) sent. */
  sentLang: LanguageCode;
  subscribers: number;
  queued: number;
  delivered: number;
  failed: number;
};
