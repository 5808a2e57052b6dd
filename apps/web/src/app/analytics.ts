import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useEnvironment } from '@/shared/environment';

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

let loadedFor: string | null = null;

/** Loads the GA4 tag once, with IP anonymisation and without its automatic page views. */
function loadAnalytics(measurementId: string): void {
  if (loadedFor === measurementId) return;
  loadedFor = measurementId;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag(...args: unknown[]) {
    window.dataLayer?.push(args);
  };
  window.gtag('js', new Date());
  window.gtag('config', measurementId, { anonymize_ip: true, send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
}

/** Sends a page view on every navigation when an analytics id is configured; nothing otherwise. */
export function usePageViews(): void {
  const { analytics_measurement_id: measurementId } = useEnvironment();
  const location = useLocation();
  useEffect(() => {
    if (!measurementId) return;
    loadAnalytics(measurementId);
    window.gtag?.('event', 'page_view', {
      page_path: location.pathname,
      page_location: window.location.origin + location.pathname,
      page_title: document.title,
    });
  }, [measurementId, location.pathname]);
}
