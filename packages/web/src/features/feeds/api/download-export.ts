import { useMutation } from '@tanstack/react-query';
import { feedEndpoints, type Day, type ExportContent } from '@turnout/domain';
import { callForFile } from '../../../lib/api-client.ts';

export interface ExportRequest {
  from: Day;
  to: Day;
  content: ExportContent;
}

/** Fetches the CSV (with the session, cookie or bearer) and hands it to the browser to save. */
export async function downloadExport(groupId: string, request: ExportRequest): Promise<void> {
  const blob = await callForFile(feedEndpoints.export, { params: { groupId }, query: request });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = `turnout-${request.content}-${request.from}-${request.to}.csv`;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useDownloadExport(groupId: string) {
  return useMutation({ mutationFn: (request: ExportRequest) => downloadExport(groupId, request) });
}
