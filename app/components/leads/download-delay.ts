/**
 * The spec's pause between a download form's confirmation and the download starting (001 §4 "PDF download", §9
 * "Timing"): the app's confirmation (DownloadReady) waits it on app pages, the page script on document pages.
 */
export const DOWNLOAD_DELAY_MS = 1500;
