/** Chart colours readable on the light and the dark skins (text and bars meet 3:1 on their surface). */
export interface ChartColors {
  bar: string;
  text: string;
  grid: string;
}

export const chartColors = (skin: string | null): ChartColors =>
  skin === 'dark' ? { bar: '#2dd4bf', text: '#e5e7eb', grid: 'rgba(229, 231, 235, 0.2)' } : { bar: '#0f766e', text: '#1f2937', grid: 'rgba(31, 41, 55, 0.15)' };

/** The skin on <html data-skin>. */
export const currentSkin = () => (typeof document === 'undefined' ? null : document.documentElement.getAttribute('data-skin'));
