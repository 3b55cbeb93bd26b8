import { useMutation } from '@tanstack/react-query';
import { statisticsEndpoints, type DayInterval, type RecordExportFormat } from '@turnout/domain';
import { callForFile } from '../../../lib/api-client.ts';

export interface RecordDownload extends DayInterval {
  format: RecordExportFormat;
}

const ENTRIES = { csv: statisticsEndpoints.exportCsv, xlsx: statisticsEndpoints.exportXlsx };

/** Fetches the record's file (with the session, cookie or bearer) and hands it to the browser. */
export async function downloadRecord(groupId: string, request: RecordDownload): Promise<void> {
  const { format, from, to } = request;
  const blob = await callForFile(ENTRIES[format], { params: { groupId }, query: { from, to } });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = `turnout-record-${from}-${to}.${format}`;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useDownloadRecord(groupId: string) {
  return useMutation({ mutationFn: (request: RecordDownload) => downloadRecord(groupId, request) });
}
