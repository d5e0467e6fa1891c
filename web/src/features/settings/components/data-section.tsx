import { format } from '@contract/format';
import * as messages from '@contract/messages';
import { useState } from 'react';
import { ErrorBanner } from '@/components/error-banner';
import { useToast } from '@/components/toast';
import { fetchMyData } from '../api/export-my-data';
import { exportFileBase, myDataJson, receiptsCsv } from '../utils/export-files';
import { SettingsSection } from './settings-section';

interface ExportFile {
  name: string;
  url: string;
}

function saveFile(file: ExportFile) {
  const link = document.createElement('a');
  link.href = file.url;
  link.download = file.name;
  link.click();
}

/** "Download my data": the JSON and CSV files, built here from the export's pages. */
export function DataSection() {
  const { toast } = useToast();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [files, setFiles] = useState<ExportFile[]>([]);

  const download = async () => {
    setError(null);
    setProgress(0);
    try {
      const data = await fetchMyData(setProgress);
      const base = exportFileBase(data);
      for (const file of files) URL.revokeObjectURL(file.url);
      const made = [
        { name: `${base}.json`, blob: new Blob([myDataJson(data)], { type: 'application/json' }) },
        { name: `${base}.csv`, blob: new Blob([receiptsCsv(data.receipts)], { type: 'text/csv' }) },
      ].map(({ name, blob }) => ({ name, url: URL.createObjectURL(blob) }));
      setFiles(made);
      for (const file of made) saveFile(file);
      toast({ title: messages.dataDownloaded });
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setProgress(null);
    }
  };

  return (
    <SettingsSection id="data" title="Your data" description={messages.downloadMyDataDescription}>
      <ErrorBanner message={error} />
      <div className="button-row">
        <button
          type="button"
          className="button button-secondary"
          onClick={download}
          disabled={progress !== null}
          aria-busy={progress !== null}
        >
          {messages.downloadMyData}
        </button>
      </div>
      <p className="muted small" role="status" aria-live="polite">
        {progress !== null ? format(messages.preparingDownload, { count: String(progress) }) : ''}
      </p>
      {files.length ? (
        <p className="small">
          If a file did not arrive:{' '}
          {files.map((file, i) => (
            <span key={file.name}>
              {i ? ' · ' : ''}
              <a href={file.url} download={file.name}>
                {file.name}
              </a>
            </span>
          ))}
        </p>
      ) : null}
    </SettingsSection>
  );
}
